import { send } from '@koa/send';
import type Koa from 'koa';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { PageRenderer } from './site-html/index.js';

/** The micro-frontends the shell loads, by federation name → package folder under microfrontends/. */
export const REMOTES = {
  property_page: 'property-page',
  accounts: 'accounts',
  sale_editor: 'sale-editor',
} as const;
export type RemoteName = keyof typeof REMOTES;

export interface WebAssetsOptions {
  /** The repository root, where shell/dist and microfrontends/<name>/dist are built. */
  root: string;
  /** Remote name → URL of its mf-manifest.json; defaults to the copies this host serves. */
  remoteUrls?: Partial<Record<RemoteName, string>>;
  /** Writes each page's head and content into index.html (and says 404 for an unknown page). */
  renderPage?: PageRenderer;
}

// Hashed bundle files never change; the HTML page, the manifests and remoteEntry.js must be re-read.
const IMMUTABLE_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * The all-in-one mode: serves the built shell (with its index.html for every page route), each
 * remote under /mf/<folder>/, and /mf/remotes.json — the manifest the shell reads at run time, so a
 * team redeploys its remote (REMOTE_<NAME>_URL) without rebuilding the shell.
 */
export function webAssets(options: WebAssetsOptions): Koa.Middleware {
  const shellDist = resolve(options.root, 'shell/dist');
  const remoteManifest = Object.fromEntries(
    (Object.entries(REMOTES) as [RemoteName, string][]).map(([name, folder]) => [
      name,
      options.remoteUrls?.[name] ?? `/mf/${folder}/mf-manifest.json`,
    ]),
  );
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/mf/remotes.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = remoteManifest;
      return;
    }
    const remote = /^\/mf\/([a-z-]+)\/(.+)$/.exec(ctx.path);
    if (remote) {
      const folder = remote[1] ?? '';
      if (!(Object.values(REMOTES) as string[]).includes(folder)) return next();
      return serve(ctx, next, resolve(options.root, 'microfrontends', folder, 'dist'), remote[2] ?? '');
    }
    const file = ctx.path.slice(1);
    if (file && existsSync(join(shellDist, file)) && !file.endsWith('/'))
      return serve(ctx, next, shellDist, file);
    // A page of the single-page app: the shell routes it, the server writes its content first.
    if (ctx.get('Accept').includes('text/html') && existsSync(join(shellDist, 'index.html'))) {
      ctx.set('Cache-Control', 'no-cache');
      if (!options.renderPage) {
        await send(ctx, 'index.html', { root: shellDist });
        return;
      }
      const page = await options.renderPage(ctx, await readFile(join(shellDist, 'index.html'), 'utf8'));
      ctx.status = page.status;
      ctx.type = 'text/html; charset=utf-8';
      ctx.vary('Accept-Language');
      ctx.vary('Cookie');
      ctx.body = page.html;
      return;
    }
    return next();
  };
}

async function serve(ctx: Koa.Context, next: Koa.Next, root: string, file: string): Promise<void> {
  const immutable = IMMUTABLE_FILE.test(file);
  try {
    const served = await send(ctx, file, { root, immutable, maxage: immutable ? 31_536_000_000 : 0 });
    if (!served) return next();
    if (!immutable) ctx.set('Cache-Control', 'no-cache');
    ctx.set('Access-Control-Allow-Origin', '*');
  } catch (error) {
    if ((error as { status?: number }).status === 404) return next();
    throw error;
  }
}
