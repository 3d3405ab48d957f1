import {
  LOGIN_PAGE_PATH,
  REGISTRATION_REQUIRED_FIELDS,
  translate,
  userContext,
  type AddFavourite,
  type FavouriteChange,
  type GetCurrentUser,
  type ListFavourites,
  type ListUsers,
  type Login,
  type RegisterAccount,
  type RemoveFavourite,
  type Result,
  type SubscribeNewsletter,
  type UserProfile,
  type VerifyEmail,
} from '@immo/core';
import type { ApiRouter } from '../api-router.js';
import { TOKEN_COOKIE } from '../middleware/authentication.js';
import { HttpProblem, problemOf } from '../problem.js';
import { idParam, jsonObject, respond } from '../respond.js';
import type { ApiContext } from '../state.js';
import { statusOf } from '../status-of.js';

export interface AccountsUseCases {
  getCurrentUser: GetCurrentUser;
  login: Login;
  registerAccount: RegisterAccount;
  verifyEmail: VerifyEmail;
  subscribeNewsletter: SubscribeNewsletter;
  addFavourite: AddFavourite;
  removeFavourite: RemoveFavourite;
  listFavourites: ListFavourites;
  listUsers: ListUsers;
}

const TAG = 'accounts';

/**
 * How long the BEARER cookie lives: the login token's own lifetime (JwtTokenService's
 * DEFAULT_TOKEN_LIFETIME_SECONDS, 7 days), so the browser drops the cookie when the token expires.
 */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** Where the link of the verification e-mail lands, told whether it worked (spec §2.4 login page). */
export const VERIFICATION_OK_PATH = `${LOGIN_PAGE_PATH}?verification=ok`;
export const VERIFICATION_INVALID_PATH = `${LOGIN_PAGE_PATH}?verification=invalid`;

/** Where GET /logout sends the browser. */
export const AFTER_LOGOUT_PATH = '/';

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
function setTokenCookie(ctx: ApiContext, token: string, maxAgeSeconds: number): void {
  const existing = ctx.response.get('Set-Cookie') as unknown;
  const others = (Array.isArray(existing) ? existing : existing ? [String(existing)] : []).filter(
    (line: string) => !line.startsWith(`${TOKEN_COOKIE}=`),
  );
  ctx.set('Set-Cookie', [...others, tokenCookieHeader(token, { maxAgeSeconds, secure: ctx.secure })]);
}

const clearTokenCookie = (ctx: ApiContext): void => setTokenCookie(ctx, '', 0);

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
function queryValue(ctx: ApiContext, name: string): unknown {
  const raw = ctx.query[name];
  if (raw === undefined || raw === '') return undefined;
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
}

/** Core names the property `propertyId`; the wire says `bienId` (spec §7). */
function onWire<T>(result: Result<T>): Result<T> {
  if (result.ok || result.error.field !== 'propertyId') return result;
  return { ok: false, error: { ...result.error, field: 'bienId' } };
}

const isoTime = (instant: number): string => new Date(instant).toISOString();

/** GET /api/me: the profile, and the user context the property page header carries (spec §3.2). */
function meAnswer(profile: UserProfile) {
  return { ...profile, createdAt: isoTime(profile.createdAt), userContext: userContext(profile) };
}

const MESSAGE_ANSWER = { 200: '{ data: { message, bienId, favori } } — the notice the heart shows' };

const REGISTRATION_BODY = {
  type: 'object',
  required: [...REGISTRATION_REQUIRED_FIELDS],
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string', format: 'email' },
    address: { type: 'string' },
    postcode: { type: 'string' },
    city: { type: 'string' },
    country: { type: 'string' },
    password: { type: 'string', description: '8+ characters with a letter, a digit and a special one' },
    passwordConfirmation: { type: 'string' },
    smsConsent: { type: 'boolean' },
    termsAccepted: { type: 'boolean', enum: [true] },
  },
};

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
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', description: 'The e-mail address' },
            password: { type: 'string' },
          },
        },
        responses: {
          200: '{ token } and Set-Cookie BEARER=<token>',
          401: 'invalid_credentials (the BEARER cookie is removed)',
          403: 'email_not_verified',
          429: 'too_many_requests: 10 attempts per 15 minutes per address',
        },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.login.execute({ username: body.username, password: body.password });
        if (!result.ok) {
          // A 401 drops the stored token (spec §8); the client cannot, the cookie being HttpOnly.
          if (statusOf(result.error.code) === 401) clearTokenCookie(ctx);
          throw problemOf(result.error, statusOf(result.error.code));
        }
        setTokenCookie(ctx, result.value.token, TOKEN_COOKIE_MAX_AGE_SECONDS);
        ctx.body = { token: result.value.token };
      },
    );

    api.route(
      {
        method: 'get',
        path: '/logout',
        summary: 'Log out from a link: removes the BEARER cookie and goes to the home page',
        tag: TAG,
        audience: 'public',
        responses: { 302: 'Location: /' },
      },
      (ctx) => {
        clearTokenCookie(ctx);
        ctx.redirect(AFTER_LOGOUT_PATH);
      },
    );

    api.route(
      {
        method: 'post',
        path: '/logout',
        summary: 'Log out from a script: removes the BEARER cookie',
        tag: TAG,
        audience: 'public',
        responses: { 204: 'Logged out' },
      },
      (ctx) => {
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
        responses: {
          200:
            '{ id, email, firstName, lastName, phone, address, postcode, city, country, roles, assistance, ' +
            'emailVerified, verified, canAuction, smsConsent, createdAt, ' +
            "userContext: { currentUser, userInfos, userVerified: '1'|'0', canAuction: '1'|'0' } }",
          401: 'unauthenticated',
        },
      },
      async (ctx) => {
        respond(ctx, await useCases.getCurrentUser.execute({ viewer: ctx.state.viewer }), meAnswer);
      },
    );

    // ---- Sign-up (spec §3.2, §5.6) ----------------------------------------------------------------
    api.route(
      {
        method: 'post',
        path: '/api/inscription',
        summary: 'Create an account (ROLE_USER); a verification link is e-mailed',
        tag: TAG,
        audience: 'public',
        body: REGISTRATION_BODY,
        responses: {
          201: '{ userId }',
          400: 'registration_invalid with error.fields: each field in error with its code and message',
          409: 'email_already_used',
        },
      },
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

    // ---- Newsletter (spec §2.4) -------------------------------------------------------------------
    api.route(
      {
        method: 'post',
        path: '/newsletter',
        summary: 'Subscribe an e-mail address to the newsletter (twice answers the same as once)',
        tag: TAG,
        audience: 'public',
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
        responses: { 200: '{ message }', 400: 'field_required, email_invalid, invalid_input' },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.subscribeNewsletter.execute({ email: body.email });
        respond(ctx, result, ({ message }) => ({ message: translate(message, ctx.state.locale) }));
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
        responses: { ...MESSAGE_ANSWER, 401: favouriteErrors[401], 403: favouriteErrors[403] },
      },
      removeFavourite('bien', true),
    );
    api.route(
      {
        method: 'delete',
        path: '/api/favoris/:bien',
        summary: "Take a property out of the viewer's favourites (REST form of /favoris/delete/{bien})",
        tag: TAG,
        audience: 'user',
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
        responses: {
          200: '{ items: [{ bienId, createdAt (ISO 8601) }], total }',
          401: 'unauthenticated',
        },
      },
      async (ctx) => {
        const result = await useCases.listFavourites.execute({ viewer: ctx.state.viewer });
        respond(ctx, result, ({ items }) => ({
          items: items.map((item) => ({ bienId: item.propertyId, createdAt: isoTime(item.createdAt) })),
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
