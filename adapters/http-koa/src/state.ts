import type { Locale, User, Viewer } from '@immo/core';
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
}

export type ApiContext = ParameterizedContext<ApiState>;
