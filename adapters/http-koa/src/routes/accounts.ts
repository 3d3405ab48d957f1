import {
  normalizeEmail,
  LOGIN_PAGE_PATH,
  translate,
  type AddFavourite,
  type FavouriteChange,
  type GetCurrentUser,
  type ListFavourites,
  type ListUsers,
  type Login,
  type RegisterAccount,
  type RemoveFavourite,
  type Result,
  type VerifyEmail,
  type ResendVerificationEmail,
  type RequestPasswordReset,
  type ResetPassword,
  type UpdateProfile,
  type ChangePassword,
  type ListMyOffers,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';
import { HttpProblem, problemOf } from '../problem.js';
import { idParam, jsonObject, respond } from '../respond.js';
import type { ApiContext } from '../state.js';
import { statusOf } from '../status-of.js';
import { throttle } from '../throttle.js';
import { clearTokenCookie, setTokenCookie } from './accounts/session-cookie.js';
import { FAVOURITES_ANSWER_DOC, buyerSpaceRoutes, favouriteOnWire } from './accounts/buyer-space.js';
import { passwordRoutes } from './accounts/passwords.js';
import { ME_ANSWER_DOC, TAG, meAnswer } from './accounts/wire.js';
import * as S from './accounts/schemas.js';
import { NO_BODY, NO_QUERY } from '../schema.js';

export { TOKEN_COOKIE_MAX_AGE_SECONDS, tokenCookieHeader } from './accounts/session-cookie.js';

export interface AccountsUseCases {
  getCurrentUser: GetCurrentUser;
  login: Login;
  registerAccount: RegisterAccount;
  verifyEmail: VerifyEmail;
  addFavourite: AddFavourite;
  removeFavourite: RemoveFavourite;
  listFavourites: ListFavourites;
  listUsers: ListUsers;
  resendVerificationEmail: ResendVerificationEmail;
  requestPasswordReset: RequestPasswordReset;
  resetPassword: ResetPassword;
  updateProfile: UpdateProfile;
  changePassword: ChangePassword;
  listMyOffers: ListMyOffers;
}

/** Where the link of the verification e-mail lands, told whether it worked (spec §2.4 login page). */
export const VERIFICATION_OK_PATH = `${LOGIN_PAGE_PATH}?verification=ok`;
export const VERIFICATION_INVALID_PATH = `${LOGIN_PAGE_PATH}?verification=invalid`;

/** Where GET /logout sends the browser. */
export const AFTER_LOGOUT_PATH = '/';

/**
 * The favourites heart calls GET routes (spec §7), which the CSRF middleware lets through. SameSite=Lax
 * still sends the cookie on a top-level navigation from another site, which the browser marks with
 * Sec-Fetch-Site: cross-site; riding on the cookie, such a call is refused, so that a link on another
 * site cannot change anyone's favourites. (A cross-site fetch never carries a Lax cookie at all.)
 */
function refuseCrossSiteCookieGet(ctx: ApiContext): void {
  if (ctx.state.authenticatedBy === 'cookie' && ctx.get('Sec-Fetch-Site') === 'cross-site') {
    throw new HttpProblem(403, 'csrf_rejected');
  }
}

/** A whole number from the query as a number; anything else as typed, for the use case to refuse. */
export function queryValue(ctx: ApiContext, name: string): unknown {
  const raw = ctx.query[name];
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

/** Core names the property `propertyId`; the wire says `bienId` (spec §7). */
function onWire<T>(result: Result<T>): Result<T> {
  if (result.ok || result.error.field !== 'propertyId') return result;
  return { ok: false, error: { ...result.error, field: 'bienId' } };
}

const MESSAGE_ANSWER = { 200: '{ data: { message, bienId, favori } } — the notice the heart shows' };

export const accountsRoutes =
  (useCases: AccountsUseCases) =>
  (api: ApiRouter): void => {
    // ---- Login and logout (spec §4, §7) -------------------------------------------------------
    api.route(
      {
        method: 'post',
        path: '/api/login_check',
        summary: 'Log in: answers the token and sets it in the BEARER cookie (HttpOnly, SameSite=Lax)',
        tag: TAG,
        audience: 'public',
        body: S.LOGIN_BODY,
        query: NO_QUERY,
        response: S.TOKEN_ANSWER,
        responses: {
          200: '{ token } and Set-Cookie BEARER=<token>',
          401: 'invalid_credentials (the BEARER cookie is removed)',
          403: 'email_not_verified',
          429: 'too_many_requests (Retry-After): 10 failures per 15 minutes per account, 30 per address',
        },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        // Failures count per account and per address, in the store every instance shares; a
        // successful login counts nothing and clears the account's failures.
        const { loginPerAccount, loginPerAddress } = api.throttleRules;
        const account = typeof body.username === 'string' ? normalizeEmail(body.username).slice(0, 320) : '';
        await api.throttles.check(ctx, loginPerAddress, ctx.ip);
        if (account) await api.throttles.check(ctx, loginPerAccount, account);
        const result = await useCases.login.execute({ username: body.username, password: body.password });
        if (!result.ok && result.error.code === 'invalid_credentials') {
          await api.throttles.consume(ctx, loginPerAddress, ctx.ip).catch(() => undefined);
          if (account) await api.throttles.consume(ctx, loginPerAccount, account).catch(() => undefined);
        }
        if (result.ok && account) await api.throttles.forget(loginPerAccount, account);
        if (!result.ok) {
          // A 401 drops the stored token (spec §8); the client cannot, the cookie being HttpOnly.
          if (statusOf(result.error.code) === 401) clearTokenCookie(ctx);
          throw problemOf(result.error, statusOf(result.error.code));
        }
        setTokenCookie(ctx, result.value.token);
        ctx.body = { token: result.value.token };
      },
    );

    api.route(
      {
        method: 'post',
        path: '/logout',
        summary:
          'Log out (POST only, so another site cannot log a visitor out): revokes the token on the ' +
          'server (every instance refuses it from then on) and removes the BEARER cookie',
        tag: TAG,
        audience: 'public',
        body: NO_BODY,
        query: NO_QUERY,
        response: 'none',
        responses: { 204: 'Logged out' },
      },
      async (ctx) => {
        await ctx.state.revokeSession?.();
        clearTokenCookie(ctx);
        ctx.status = 204;
      },
    );

    api.route(
      {
        method: 'get',
        path: '/api/me',
        summary: "The viewer's profile and the user context of the property page header",
        tag: TAG,
        audience: 'user',
        query: NO_QUERY,
        response: S.ME_ANSWER,
        responses: { 200: ME_ANSWER_DOC, 401: 'unauthenticated' },
      },
      async (ctx) => {
        respond(ctx, await useCases.getCurrentUser.execute({ viewer: ctx.state.viewer }), meAnswer);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/api/session',
        summary:
          'Who is browsing: the same profile as /api/me, or null for an anonymous visitor — a normal ' +
          'state the shell asks about on every page, so it answers 200 rather than 401',
        tag: TAG,
        audience: 'public',
        query: NO_QUERY,
        response: S.SESSION_ANSWER,
        responses: { 200: `{ user: ${ME_ANSWER_DOC} | null }` },
      },
      async (ctx) => {
        const { viewer } = ctx.state;
        if (viewer.id === 0) {
          ctx.body = { user: null };
          return;
        }
        const result = await useCases.getCurrentUser.execute({ viewer });
        ctx.body = { user: result.ok ? meAnswer(result.value) : null };
      },
    );

    buyerSpaceRoutes(useCases, api);
    passwordRoutes(useCases, api);

    // ---- Sign-up (spec §3.2, §5.6) ----------------------------------------------------------------
    api.route(
      {
        method: 'post',
        path: '/api/inscription',
        summary: 'Create an account (ROLE_USER); a verification link is e-mailed',
        tag: TAG,
        audience: 'public',
        body: S.REGISTRATION_BODY,
        query: NO_QUERY,
        response: S.USER_ID_ANSWER,
        responses: {
          201: '{ userId }',
          400: 'registration_invalid with error.fields: each field in error with its code and message',
          409: 'email_already_used',
        },
      },
      throttle(api.throttles, api.throttleRules.signUp),
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.registerAccount.execute({ ...body, locale: ctx.state.locale });
        respond(ctx, result, ({ userId }) => ({ userId }), 201);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/verification-email/:token',
        summary: 'The link of the verification e-mail: verifies the address, then the login page',
        tag: TAG,
        audience: 'public',
        query: NO_QUERY,
        response: 'none',
        responses: {
          302: `Location: ${VERIFICATION_OK_PATH}, or ${VERIFICATION_INVALID_PATH} for an unknown, used or expired link`,
        },
      },
      async (ctx) => {
        const result = await useCases.verifyEmail.execute({
          token: (ctx.params as Record<string, string | undefined>).token,
        });
        ctx.redirect(result.ok ? VERIFICATION_OK_PATH : VERIFICATION_INVALID_PATH);
      },
    );

    // ---- Favourites (spec §2.2, §7, §8) -----------------------------------------------------------
    const answerChange = (ctx: ApiContext, bienId: number, favori: boolean) => (change: FavouriteChange) => ({
      data: { message: translate(change.message, ctx.state.locale), bienId, favori },
    });

    const addFavourite = (param: string) => async (ctx: ApiContext) => {
      const bienId = idParam(ctx, param);
      refuseCrossSiteCookieGet(ctx);
      const result = await useCases.addFavourite.execute({ viewer: ctx.state.viewer, propertyId: bienId });
      respond(ctx, onWire(result), answerChange(ctx, bienId, true));
    };
    const removeFavourite = (param: string, crossSiteCheck: boolean) => async (ctx: ApiContext) => {
      const bienId = idParam(ctx, param);
      if (crossSiteCheck) refuseCrossSiteCookieGet(ctx);
      const result = await useCases.removeFavourite.execute({ viewer: ctx.state.viewer, propertyId: bienId });
      respond(ctx, onWire(result), answerChange(ctx, bienId, false));
    };
    const favouriteErrors = {
      401: "favourite_login_required ('Vous devez être connecté pour mettre un bien en favoris')",
      403: 'csrf_rejected: a cross-site call riding on the cookie',
      404: 'not_found: no such property',
    };

    api.route(
      {
        method: 'get',
        path: '/api/:bienId/favoris/add',
        summary: "Add a property to the viewer's favourites (spec §7 reading)",
        tag: TAG,
        audience: 'user',
        query: NO_QUERY,
        response: S.FAVOURITE_CHANGE_ANSWER,
        responses: { ...MESSAGE_ANSWER, ...favouriteErrors },
      },
      addFavourite('bienId'),
    );
    api.route(
      {
        method: 'get',
        path: '/api/favoris/add/:bien',
        summary: "Add a property to the viewer's favourites (spec §2.4 route-table reading)",
        tag: TAG,
        audience: 'user',
        query: NO_QUERY,
        response: S.FAVOURITE_CHANGE_ANSWER,
        responses: { ...MESSAGE_ANSWER, ...favouriteErrors },
      },
      addFavourite('bien'),
    );
    api.route(
      {
        method: 'get',
        path: '/favoris/delete/:bien',
        summary: "Take a property out of the viewer's favourites (also when it no longer exists)",
        tag: TAG,
        audience: 'user',
        query: NO_QUERY,
        response: S.FAVOURITE_CHANGE_ANSWER,
        responses: { ...MESSAGE_ANSWER, 401: favouriteErrors[401], 403: favouriteErrors[403] },
      },
      removeFavourite('bien', true),
    );
    api.route(
      {
        method: 'delete',
        path: '/api/favoris/:bien',
        body: NO_BODY,
        summary: "Take a property out of the viewer's favourites (REST form of /favoris/delete/{bien})",
        tag: TAG,
        audience: 'user',
        query: NO_QUERY,
        response: S.FAVOURITE_CHANGE_ANSWER,
        responses: { ...MESSAGE_ANSWER, 401: favouriteErrors[401] },
      },
      removeFavourite('bien', false),
    );
    api.route(
      {
        method: 'get',
        path: '/api/favoris',
        summary: "The viewer's own favourites, newest first (buyer space 'mes-favoris')",
        tag: TAG,
        audience: 'user',
        query: NO_QUERY,
        response: S.FAVOURITES_ANSWER,
        responses: { 200: FAVOURITES_ANSWER_DOC, 401: 'unauthenticated' },
      },
      async (ctx) => {
        const result = await useCases.listFavourites.execute({ viewer: ctx.state.viewer });
        respond(ctx, result, ({ items }) => ({
          items: items.map((item) => favouriteOnWire(item, ctx.state.locale)),
          total: items.length,
        }));
      },
    );

    // ---- User directory of the negotiator space (spec §2.4) ---------------------------------------
    api.route(
      {
        method: 'get',
        path: '/ajax/users/list',
        summary: 'Users matching ?q= (name or e-mail), page by page (?page=, ?pageSize= up to 100)',
        tag: TAG,
        audience: 'negotiator',
        query: S.USERS_QUERY,
        response: S.USERS_ANSWER,
        responses: {
          200: '{ items: [{ id, email, firstName, lastName, roles, verified, canAuction }], total, page, pageSize }',
          400: 'invalid_input on q, page or pageSize',
          401: 'unauthenticated',
          403: 'forbidden: negotiators and administrators only',
        },
      },
      async (ctx) => {
        const result = await useCases.listUsers.execute({
          viewer: ctx.state.viewer,
          text: ctx.query.q,
          page: queryValue(ctx, 'page'),
          pageSize: queryValue(ctx, 'pageSize'),
        });
        respond(ctx, result);
      },
    );
  };
