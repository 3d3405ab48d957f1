// The BEARER cookie that carries the login token (spec §7, §9): set by a login or a password change,
// cleared by a logout or a refused login.
import { TOKEN_COOKIE } from '../../middleware/authentication.js';
import type { ApiContext } from '../../state.js';

/**
 * How long the BEARER cookie lives: the login token's own lifetime (JwtTokenService's
 * DEFAULT_TOKEN_LIFETIME_SECONDS, 7 days), so the browser drops the cookie when the token expires.
 */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The Set-Cookie line of the login token: HttpOnly (no script reads it), SameSite=Lax (not sent on
 * cross-site writes), the whole site, Secure over https. An empty token with maxAge 0 deletes it.
 */
export function tokenCookieHeader(
  token: string,
  options: { maxAgeSeconds: number; secure: boolean },
): string {
  const expires =
    options.maxAgeSeconds > 0 ? new Date(Date.now() + options.maxAgeSeconds * 1000) : new Date(0);
  return [
    `${TOKEN_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Replaces any BEARER line already set on this answer (e.g. the stale cookie the middleware cleared). */
function setTokenCookieFor(ctx: ApiContext, token: string, maxAgeSeconds: number): void {
  const existing = ctx.response.get('Set-Cookie') as unknown;
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (line: string) => !line.startsWith(`${TOKEN_COOKIE}=`),
  );
  ctx.set('Set-Cookie', [...others, tokenCookieHeader(token, { maxAgeSeconds, secure: ctx.secure })]);
}

export const setTokenCookie = (ctx: ApiContext, token: string): void =>
  setTokenCookieFor(ctx, token, TOKEN_COOKIE_MAX_AGE_SECONDS);

export const clearTokenCookie = (ctx: ApiContext): void => setTokenCookieFor(ctx, '', 0);
