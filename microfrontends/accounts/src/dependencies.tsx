import { apiRequest } from '@immo/kit';
import { createContext, useContext, type ReactNode } from 'react';
import { navigateTo } from './navigation.js';

/** What the accounts screens reach outside React: the API, the browser's location. Fakes in tests. */
export interface AccountsDependencies {
  api: typeof apiRequest;
  navigate: (path: string) => void;
  /** The page's query string ('?focusedBien=12'). */
  search: () => string;
}

export const defaultAccountsDependencies: AccountsDependencies = {
  api: apiRequest,
  navigate: navigateTo,
  search: () => window.location.search,
};

const AccountsDependenciesContext = createContext<AccountsDependencies>(defaultAccountsDependencies);

export function AccountsDependenciesProvider({
  value,
  children,
}: {
  value: Partial<AccountsDependencies>;
  children: ReactNode;
}) {
  return (
    <AccountsDependenciesContext.Provider value={{ ...defaultAccountsDependencies, ...value }}>
      {children}
    </AccountsDependenciesContext.Provider>
  );
}

export const useAccountsDependencies = (): AccountsDependencies => useContext(AccountsDependenciesContext);
