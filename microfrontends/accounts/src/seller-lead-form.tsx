// The module the shell loads ('accounts/SellerLeadForm') under the sell and estimate pages.
import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import type { SellerLeadKind } from '@immo/core';
import './accounts.css';
import { ACCOUNTS_MESSAGES } from './messages.js';
import { ACCOUNTS_REMOTE } from './remote.js';
import { SellerLeadForm } from './seller-lead/seller-lead-form.js';

export default function ReportedSellerLeadForm({ kind }: { kind: SellerLeadKind }) {
  return (
    <ReportingBoundary remote={ACCOUNTS_REMOTE}>
      <RemoteMessages messages={ACCOUNTS_MESSAGES}>
        <SellerLeadForm kind={kind} />
      </RemoteMessages>
    </ReportingBoundary>
  );
}
