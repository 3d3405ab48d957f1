// The module the shell loads ('accounts/UnsubscribePage') at /desabonnement: the token from the link.
import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import './accounts.css';
import { ACCOUNTS_MESSAGES } from './messages.js';
import { ACCOUNTS_REMOTE } from './remote.js';
import { UnsubscribeScreen } from './unsubscribe-screen.js';

export default function ReportedUnsubscribePage() {
  const token = new URLSearchParams(window.location.search).get('jeton') ?? '';
  return (
    <ReportingBoundary remote={ACCOUNTS_REMOTE}>
      <RemoteMessages messages={ACCOUNTS_MESSAGES}>
        <UnsubscribeScreen token={token} />
      </RemoteMessages>
    </ReportingBoundary>
  );
}
