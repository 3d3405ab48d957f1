import {
  ANONYMOUS,
  acceptsLoginToken,
  viewerOf,
  type TokenDenyList,
  type TokenService,
  type UserRepository,
} from '@immo/core';
import type { Middleware } from 'koa';
import type { ApiState } from '../state.js';

/** The cookie that carries the login token (spec §7, §9). */
export const TOKEN_COOKIE = 'BEARER';

function bearerFromHeader(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Finds who is calling from the Authorization header or the BEARER cookie. The user is read
 * fresh on every request so a role or verification change applies at once. A bad token, or one
 * issued before the account's last password change, or revoked at logout (`denyList`, shared by every
 * instance), means anonymous; such a cookie is also cleared.
 */
export const authenticationMiddleware =
  (tokens: TokenService, users: UserRepository, denyList?: TokenDenyList): Middleware<ApiState> =>
  async (ctx, next) => {
    ctx.state.viewer = ANONYMOUS;
    ctx.state.authenticatedBy = null;
    const fromHeader = bearerFromHeader(ctx.get('Authorization'));
    const fromCookie = ctx.cookies.get(TOKEN_COOKIE) ?? null;
    const token = fromHeader ?? fromCookie;
    if (token) {
      const claims = await tokens.verify(token);
      const revoked = claims?.tokenId && denyList ? await denyList.isRevoked(claims.tokenId) : false;
      const user = claims && !revoked ? await users.findById(claims.userId) : null;
      if (user && claims && acceptsLoginToken(user, claims.issuedAt)) {
        ctx.state.viewer = viewerOf(user);
        ctx.state.authenticatedBy = fromHeader ? 'header' : 'cookie';
        const { tokenId, expiresAt } = claims;
        if (tokenId && expiresAt && denyList) {
          ctx.state.revokeSession = () => denyList.revoke(tokenId, expiresAt);
        }
      } else if (!fromHeader) {
        ctx.cookies.set(TOKEN_COOKIE, null);
      }
    }
    await next();
  };
