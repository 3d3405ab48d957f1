import type { Locale, TokenLogin, User, Viewer } from '@immo/core';
import type { ParameterizedContext } from 'koa';

/** What the middleware chain leaves on ctx.state for the handlers. */
export interface ApiState {
  locale: Locale;
  viewer: Viewer;
  /** How the viewer proved who they are: the BEARER cookie, an Authorization header, or not at all. */
  authenticatedBy: 'cookie' | 'header' | null;
  /**
   * The viewer's account as read to authenticate this request (absent when the token check came from
   * the live reads' cache, or for an anonymous viewer): a use case that needs it fresh reads it no second time.
   */
  account?: User;
  /** Revokes the token that authenticated this request (logout); absent for an anonymous viewer. */
  revokeSession?: () => Promise<void>;
  /**
   * On a route whose use case reads the caller's account (RouteDoc.accountReadByUseCase), a verified
   * token whose account is not read yet; `viewer` stays anonymous unless `settle` is called.
   */
  login?: PendingLogin;
}

/** A verified login token left to the use case, which reads its account and revocation itself. */
export interface PendingLogin {
  token: TokenLogin;
  /** Reads the account as the authentication does on any other route, and sets ctx.state alike. */
  settle(): Promise<void>;
  /** The use case found no one behind the token (`unauthenticated`): a cookie carrying it is cleared. */
  refuse(): void;
}

export type ApiContext = ParameterizedContext<ApiState>;
