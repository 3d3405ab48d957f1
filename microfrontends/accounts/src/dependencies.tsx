import { apiRequest } from '@immo/kit';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { navigateTo } from './navigation.js';
import { uploadFile } from './upload.js';

/** What the accounts screens reach outside React: the API, uploads, full navigations, the clock. Fakes in tests. */
export interface AccountsDependencies {
  api: typeof apiRequest;
  upload: typeof uploadFile;
  /** A full page load (after a login, the whole page starts again with the new cookie). */
  navigate: (path: string) => void;
  /** Client time in ms. */
  now: () => number;
}

export const defaultAccountsDependencies: AccountsDependencies = {
  api: apiRequest,
  upload: uploadFile,
  navigate: navigateTo,
  now: () => Date.now(),
};

const AccountsDependenciesContext = createContext<AccountsDependencies>(defaultAccountsDependencies);

export function AccountsDependenciesProvider({
  value,
  children,
}: {
  value: Partial<AccountsDependencies>;
  children: ReactNode;
}) {
  const dependencies = useMemo(() => ({ ...defaultAccountsDependencies, ...value }), [value]);
  return (
    <AccountsDependenciesContext.Provider value={dependencies}>
      {children}
    </AccountsDependenciesContext.Provider>
  );
}

export const useAccountsDependencies = (): AccountsDependencies => useContext(AccountsDependenciesContext);
