import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * What the tabs tell the form container about work in progress outside Formik: the Photos tab
 * uploads on its own, and the submit button stays disabled ('Chargement...') meanwhile (spec §2.1).
 */
export interface SaleFormStatus {
  uploading: boolean;
  setUploading: (uploading: boolean) => void;
}

const SaleFormStatusContext = createContext<SaleFormStatus>({
  uploading: false,
  setUploading: () => {},
});

export function SaleFormStatusProvider({ children }: { children: ReactNode }) {
  const [uploading, setUploading] = useState(false);
  const value = useMemo(() => ({ uploading, setUploading }), [uploading]);
  return <SaleFormStatusContext.Provider value={value}>{children}</SaleFormStatusContext.Provider>;
}

/** `setUploading(true)` while photos upload, `setUploading(false)` once the batch is over. */
export const useSaleFormStatus = (): SaleFormStatus => useContext(SaleFormStatusContext);
