import type { Locale, Viewer } from '@immo/core';
import type { ParameterizedContext } from 'koa';

/** What the middleware chain leaves on ctx.state for the handlers. */
export interface ApiState {
  locale: Locale;
  viewer: Viewer;
  /** How the viewer proved who they are: the BEARER cookie, an Authorization header, or not at all. */
  authenticatedBy: 'cookie' | 'header' | null;
  /** Revokes the token that authenticated this request (logout); absent for an anonymous viewer. */
  revokeSession?: () => Promise<void>;
}

export type ApiContext = ParameterizedContext<ApiState>;
