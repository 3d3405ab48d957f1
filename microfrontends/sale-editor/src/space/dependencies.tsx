import { apiRequest } from '@immo/kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What the negotiator space reaches outside React: the API, the clock, local storage. Fakes in tests. */
export interface SaleEditorDependencies {
  api: typeof apiRequest;
  /** Client time in ms: the 6-month start warning is measured from it. */
  now: () => number;
  /** Where the sale form keeps its draft while saving (spec §4). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** The browser's local storage, or a memory stand-in when it is unavailable (private mode, quota). */
function browserStorage(): SaleEditorDependencies['storage'] {
  const memory = new Map<string, string>();
  const fallback = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  return {
    getItem: (key) => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem: (key) => {
      try {
        window.localStorage.removeItem(key);
      } catch {
        fallback.removeItem(key);
      }
    },
  };
}

export const defaultSaleEditorDependencies = (): SaleEditorDependencies => ({
  api: apiRequest,
  now: () => Date.now(),
  storage: browserStorage(),
});

const SaleEditorDependenciesContext = createContext<SaleEditorDependencies | null>(null);

export function SaleEditorDependenciesProvider({
  value,
  children,
}: {
  value: Partial<SaleEditorDependencies>;
  children: ReactNode;
}) {
  const dependencies = useMemo(() => ({ ...defaultSaleEditorDependencies(), ...value }), [value]);
  return (
    <SaleEditorDependenciesContext.Provider value={dependencies}>
      {children}
    </SaleEditorDependenciesContext.Provider>
  );
}

let defaults: SaleEditorDependencies | null = null;

export function useSaleEditorDependencies(): SaleEditorDependencies {
  const provided = useContext(SaleEditorDependenciesContext);
  if (provided) return provided;
  defaults ??= defaultSaleEditorDependencies();
  return defaults;
}
