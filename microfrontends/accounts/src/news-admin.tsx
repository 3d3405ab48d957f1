// The module the shell loads ('accounts/NewsAdmin') at /espace-admin/actualites.
import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import './accounts.css';
import { NewsAdmin } from './news-admin/news-admin.js';
import { ACCOUNTS_MESSAGES } from './messages.js';
import { ACCOUNTS_REMOTE } from './remote.js';

export default function ReportedNewsAdmin() {
  return (
    <ReportingBoundary remote={ACCOUNTS_REMOTE}>
      <RemoteMessages messages={ACCOUNTS_MESSAGES}>
        <NewsAdmin />
      </RemoteMessages>
    </ReportingBoundary>
  );
}
