// The module the shell loads ('accounts/BuyerSpace'): the space with its stylesheet and this
// remote's texts. The component lives in space/buyer-space-screen.tsx, so component tests run it in
// Node without a CSS loader.
import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import './accounts.css';
import './buyer-space.css';
import { ACCOUNTS_MESSAGES } from './messages.js';
import { ACCOUNTS_REMOTE } from './remote.js';
import { BuyerSpace } from './space/buyer-space-screen.js';

export default function ReportedBuyerSpace() {
  return (
    <ReportingBoundary remote={ACCOUNTS_REMOTE}>
      <RemoteMessages messages={ACCOUNTS_MESSAGES}>
        <BuyerSpace />
      </RemoteMessages>
    </ReportingBoundary>
  );
}
