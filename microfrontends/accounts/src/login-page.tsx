// The module the shell loads ('accounts/LoginPage'): the page with its stylesheet. The component
// itself lives in login-screen.tsx, so component tests run it in Node without a CSS loader.
import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import './accounts.css';
import { LoginPage } from './login-screen.js';
import { ACCOUNTS_MESSAGES } from './messages.js';
import { ACCOUNTS_REMOTE } from './remote.js';

export default function ReportedLoginPage() {
  return (
    <ReportingBoundary remote={ACCOUNTS_REMOTE}>
      <RemoteMessages messages={ACCOUNTS_MESSAGES}>
        <LoginPage />
      </RemoteMessages>
    </ReportingBoundary>
  );
}
