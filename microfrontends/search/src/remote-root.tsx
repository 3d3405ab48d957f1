import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import type { ReactNode } from 'react';
import { SEARCH_MESSAGES } from './messages.js';
import { SEARCH_REMOTE } from './remote.js';

/** Every exposed screen: its errors reported as this remote's, its own texts added to the page's. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <ReportingBoundary remote={SEARCH_REMOTE}>
      <RemoteMessages messages={SEARCH_MESSAGES}>{children}</RemoteMessages>
    </ReportingBoundary>
  );
}
