import {
  ANONYMOUS,
  acceptsLoginToken,
  viewerOf,
  type TokenClaims,
  type TokenDenyList,
  type TokenService,
  type User,
  type UserRepository,
  type Viewer,
} from '@immo/core';
import { performance } from 'node:perf_hooks';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AccountChanges } from '../account-changes.js';
import type { ApiState, PendingLogin } from '../state.js';

/** The cookie that carries the login token (spec §7, §9). */
export const TOKEN_COOKIE = 'BEARER';

function bearerFromHeader(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** How long the poll trusts a token's check (the poll's answer is the same for every viewer). */
export const VIEWER_CACHE_MS = 5000;
const VIEWER_CACHE_MAX = 20_000;

interface CheckedToken {
  viewer: Viewer;
  until: number;
  revoke: (() => Promise<void>) | undefined;
}

/**
 * Token checks of the hot reads (the poll, every second per verified viewer) kept a few seconds in
 * memory, so that a poll costs no database round trip for the deny list and the user. Only safe
 * methods on `cachedPaths` use it: a bid, a logout, any page of the buyer space reads fresh. A logout
 * in this process drops the token at once; a change of the account's rights, made through any
 * instance, drops the account's tokens once `follow`ed changes tell it (right after the commit).
 */
export class ViewerCache {
  private readonly tokens = new Map<string, CheckedToken>();
  /** Counts the accounts forgotten: a check begun before one of them is not kept (it may be older). */
  private forgotten = 0;

  constructor(
    readonly cachedPaths: RegExp,
    private readonly ttlMs = VIEWER_CACHE_MS,
  ) {}

  /** Drops the tokens of every account the changes name; returns how to stop. */
  follow(changes: AccountChanges): () => void {
    return changes.subscribe(({ userId }) => this.dropUser(userId));
  }

  /** Taken before a check, given back to `set`: a check that raced an account change is not kept. */
  generation(): number {
    return this.forgotten;
  }

  get(token: string): CheckedToken | null {
    const hit = this.tokens.get(token);
    if (!hit) return null;
    if (hit.until > performance.now()) return hit;
    this.tokens.delete(token);
    return null;
  }

  set(token: string, viewer: Viewer, revoke: CheckedToken['revoke'], generation = this.forgotten): void {
    if (generation !== this.forgotten) return;
    if (this.tokens.size >= VIEWER_CACHE_MAX) this.tokens.clear();
    this.tokens.set(token, { viewer, revoke, until: performance.now() + this.ttlMs });
  }

  drop(token: string): void {
    this.tokens.delete(token);
  }

  /** Forgets every token of the user (rights changed). */
  dropUser(userId: number): void {
    this.forgotten += 1;
    for (const [token, hit] of this.tokens) if (hit.viewer.id === userId) this.tokens.delete(token);
  }
}

/**
 * The hot reads whose token checks the viewer cache serves: the poll and the stream of the live
 * auction, and the property page (its own part still reads the viewer's account, file and favourite).
 */
export const LIVE_READ_PATHS = /^\/api\/bien\/(?:currentauction\/\d+(?:\/stream)?|\d+\/page)$/;

/** The login token of the request: the Authorization header's, else the BEARER cookie's. */
function tokenOf(ctx: ParameterizedContext<ApiState>): { token: string | null; fromHeader: boolean } {
  const fromHeader = bearerFromHeader(ctx.get('Authorization'));
  return { token: fromHeader ?? ctx.cookies.get(TOKEN_COOKIE) ?? null, fromHeader: fromHeader !== null };
}

/** The viewer the cache holds for the token, set on ctx.state; false when it holds none. */
function viewerFromCache(
  ctx: ParameterizedContext<ApiState>,
  cache: ViewerCache,
  token: string,
  fromHeader: boolean,
): boolean {
  const cached = cache.get(token);
  if (!cached) return false;
  ctx.state.viewer = cached.viewer;
  ctx.state.authenticatedBy = fromHeader ? 'header' : 'cookie';
  if (cached.revoke) ctx.state.revokeSession = cached.revoke;
  return true;
}

/**
 * Who calls a hot read (hot-reads.ts, on LIVE_READ_PATHS), when it is cheap to know: anonymous (no
 * token at all) or a token the viewer cache holds; false when only the middleware below can tell (a
 * token to verify, or to clear from the cookie). Sets ctx.state as the middleware would.
 */
export function cheapCaller(ctx: ParameterizedContext<ApiState>, cache: ViewerCache | undefined): boolean {
  const { token, fromHeader } = tokenOf(ctx);
  if (!token) {
    ctx.state.viewer = ANONYMOUS;
    ctx.state.authenticatedBy = null;
    return true;
  }
  return (
    cache !== undefined && cache.cachedPaths.test(ctx.path) && viewerFromCache(ctx, cache, token, fromHeader)
  );
}

/** The token's account read fresh, unless the token was revoked: in one read where the deny list offers it. */
async function freshAccount(
  claims: Pick<TokenClaims, 'userId' | 'tokenId'>,
  users: UserRepository,
  denyList: TokenDenyList | undefined,
): Promise<User | null> {
  const { tokenId, userId } = claims;
  if (!tokenId || !denyList) return users.findById(userId);
  if (denyList.findAccountUnlessRevoked) return denyList.findAccountUnlessRevoked(tokenId, userId);
  return (await denyList.isRevoked(tokenId)) ? null : users.findById(userId);
}

/** Where the request's token came from, and the viewer cache's part in its check. */
interface TokenCheck {
  token: string;
  fromHeader: boolean;
  /** Kept in the viewer cache once checked (a hot read), with the cache's generation taken before. */
  cache?: { viewers: ViewerCache; generation: number };
}

/**
 * The token's account read fresh, and ctx.state set from it: the viewer, the account and the way to
 * revoke the session; or anonymous, with a cookie that carried the token cleared.
 */
async function signIn(
  ctx: ParameterizedContext<ApiState>,
  claims: TokenClaims | null,
  check: TokenCheck,
  users: UserRepository,
  denyList: TokenDenyList | undefined,
): Promise<void> {
  const { token, fromHeader, cache } = check;
  const user = claims ? await freshAccount(claims, users, denyList) : null;
  if (user && claims && acceptsLoginToken(user, claims.issuedAt)) {
    ctx.state.viewer = viewerOf(user);
    ctx.state.account = user;
    ctx.state.authenticatedBy = fromHeader ? 'header' : 'cookie';
    const { tokenId, expiresAt } = claims;
    if (tokenId && expiresAt && denyList) {
      ctx.state.revokeSession = () => {
        cache?.viewers.drop(token);
        return denyList.revoke(tokenId, expiresAt);
      };
    }
    if (cache) cache.viewers.set(token, ctx.state.viewer, ctx.state.revokeSession, cache.generation);
  } else {
    ctx.state.viewer = ANONYMOUS;
    ctx.state.authenticatedBy = null;
    if (!fromHeader) ctx.cookies.set(TOKEN_COOKIE, null);
  }
}

/**
 * A verified token whose account the route's use case reads (RouteDoc.accountReadByUseCase): no read
 * here. The viewer stays anonymous; `settle` reads the account as any other route would.
 */
function pendingLogin(
  ctx: ParameterizedContext<ApiState>,
  claims: TokenClaims,
  check: TokenCheck,
  users: UserRepository,
  denyList: TokenDenyList | undefined,
): PendingLogin {
  return {
    token: { userId: claims.userId, issuedAt: claims.issuedAt, tokenId: claims.tokenId ?? null },
    settle: async () => {
      if (ctx.state.login === undefined) return;
      delete ctx.state.login;
      await signIn(ctx, claims, check, users, denyList);
    },
    refuse: () => {
      delete ctx.state.login;
      ctx.state.authenticatedBy = null;
      if (!check.fromHeader) ctx.cookies.set(TOKEN_COOKIE, null);
    },
  };
}

/**
 * Finds who is calling from the Authorization header or the BEARER cookie. The user is read
 * fresh on every request so a role or verification change applies at once. A bad token, or one
 * issued before the account's last password change, or revoked at logout (`denyList`, shared by every
 * instance), means anonymous; such a cookie is also cleared. On a route whose use case reads the
 * account itself (`useCaseReadsAccount`), a verified token is left to it as `ctx.state.login`.
 */
export const authenticationMiddleware =
  (
    tokens: TokenService,
    users: UserRepository,
    denyList?: TokenDenyList,
    cache?: ViewerCache,
    useCaseReadsAccount?: (ctx: ParameterizedContext<ApiState>) => boolean,
  ): Middleware<ApiState> =>
  async (ctx, next) => {
    ctx.state.viewer = ANONYMOUS;
    ctx.state.authenticatedBy = null;
    const { token, fromHeader } = tokenOf(ctx);
    const cacheable = cache !== undefined && ctx.method === 'GET' && cache.cachedPaths.test(ctx.path);
    const checkedAMomentAgo = token !== null && cacheable && viewerFromCache(ctx, cache, token, fromHeader);
    if (token && !checkedAMomentAgo) {
      const check: TokenCheck = cacheable
        ? { token, fromHeader, cache: { viewers: cache, generation: cache.generation() } }
        : { token, fromHeader };
      const claims = await tokens.verify(token);
      if (claims && useCaseReadsAccount?.(ctx)) {
        ctx.state.authenticatedBy = fromHeader ? 'header' : 'cookie';
        ctx.state.login = pendingLogin(ctx, claims, check, users, denyList);
      } else {
        await signIn(ctx, claims, check, users, denyList);
      }
    }
    await next();
  };
