import type { Resource } from '@immo/kit';
import { useState } from 'react';
import { useResource } from '../space/load-states.js';
import type { BuyerFileJson } from '../space/wire.js';

export const buyerFileApiPath = (bienId: number): string => `/api/bien/${bienId}/dossier`;

/**
 * GET /api/bien/{bien}/dossier, and the file as each change answers it (every write of the file
 * returns the whole BuyerFileJson, so the page never reloads it).
 */
export function useBuyerFile(
  bienId: number,
): [Resource<BuyerFileJson>, () => void, (file: BuyerFileJson) => void] {
  const [loaded, retry] = useResource<BuyerFileJson>(buyerFileApiPath(bienId));
  const [changed, setChanged] = useState<BuyerFileJson | null>(null);
  const current = changed?.bienId === bienId && loaded.status === 'ready' ? changed : null;
  const resource: Resource<BuyerFileJson> = current ? { status: 'ready', data: current } : loaded;
  return [
    resource,
    () => {
      setChanged(null);
      retry();
    },
    setChanged,
  ];
}
