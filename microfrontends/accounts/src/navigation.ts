/**
 * Goes to another page of the site with a full navigation.
 *
 * react-router is not among the shared singletons (microfrontends/kit/webpack/federation.mjs):
 * this remote's own copy would find no router context inside the shell's BrowserRouter, so
 * `useNavigate` cannot be used here. A full navigation also makes the next page load its data
 * with the fresh BEARER cookie.
 */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
