import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Remote name → URL of its mf-manifest.json, as the host serves it at run time. */
export type RemoteManifest = Record<string, string>;

export const REMOTE_MANIFEST_URL = '/mf/remotes.json';

let registration: Promise<RemoteManifest> | null = null;

/** Reads which remotes exist and where (once), and lets the federation runtime know them. */
export function registerRemotesFromManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  registration ??= (async () => {
    const response = await fetchImpl(REMOTE_MANIFEST_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`remote manifest: HTTP ${response.status}`);
    const manifest = (await response.json()) as RemoteManifest;
    registerRemotes(
      Object.entries(manifest).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
      { force: true },
    );
    return manifest;
  })();
  // A failed read may be retried by the next remote slot that asks.
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

/** The default export of a remote module, e.g. 'property_page/PropertyPage', once the manifest is known. */
export async function loadRemoteComponent<P>(id: string): Promise<{ default: ComponentType<P> }> {
  await registerRemotesFromManifest();
  const module = await loadRemote<{ default: ComponentType<P> }>(id);
  if (!module?.default) throw new Error(`remote ${id} exposes no component`);
  return module;
}
