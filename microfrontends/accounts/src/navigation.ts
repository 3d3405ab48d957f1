/**
 * Goes to another page of the site with a full navigation, on purpose: after a login or a logout
 * every part of the page (the shell's session, the header, a remote's cached data) must start again
 * with the new BEARER cookie, which a client-side route change would not do.
 */
export function navigateTo(path: string): void {
  window.location.assign(path);
}
