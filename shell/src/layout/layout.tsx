import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Every page: header, the page itself, footer. */
export function Layout() {
  return (
    <div className="shell">
      <SiteHeader />
      <main className="shell-main" id="main">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
