// One-time links of the login page (verification resent, forgotten password, new password) and the
// password change of "mes informations" (issue 9, docs/buyer-funnel.md).
import {
  translate,
  type AccountLinkInput,
  type AccountLinkOutput,
  type MessageCode,
  type UseCase,
} from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { throttle, type ThrottleRule } from '../../throttle.js';
import { jsonObject, respond } from '../../respond.js';
import type { ApiContext } from '../../state.js';
import type { AccountsUseCases } from '../accounts.js';
import { setTokenCookie } from './session-cookie.js';
import { TAG } from './wire.js';
import * as S from './schemas.js';
import { MESSAGE_ANSWER, NO_QUERY } from '../../schema.js';

const NEW_PASSWORD_ERRORS =
  'field_required, invalid_input, field_too_long or password_too_weak on password; ' +
  'password_mismatch on passwordConfirmation';

/** The notice of a use case, translated in the viewer's language. */
const notice = (ctx: ApiContext) => (value: { message: MessageCode }) => ({
  message: translate(value.message, ctx.state.locale),
});

export function passwordRoutes(useCases: AccountsUseCases, api: ApiRouter): void {
  /** A form that mails a one-time link to an address, answering the same notice whatever the address. */
  const linkRoute = (
    path: string,
    summary: string,
    useCase: UseCase<AccountLinkInput, AccountLinkOutput>,
    rule: ThrottleRule,
  ) =>
    api.route(
      {
        method: 'post',
        path,
        summary,
        tag: TAG,
        audience: 'public',
        body: S.EMAIL_BODY,
        query: NO_QUERY,
        response: MESSAGE_ANSWER,
        responses: {
          200: '{ message } — the same for every well-formed address',
          400: 'field_required, invalid_input, field_too_long or email_invalid on email',
        },
      },
      throttle(api.throttles, rule),
      async (ctx) => {
        const body = jsonObject(ctx);
        respond(ctx, await useCase.execute({ email: body.email }), notice(ctx));
      },
    );

  linkRoute(
    '/api/verification-email/resend',
    'Mail a new verification link (48 h, once) to an account not yet verified; the same answer ' +
      'whatever the address, and no new mail within a minute of the previous link',
    useCases.resendVerificationEmail,
    api.throttleRules.verificationResend,
  );
  linkRoute(
    '/api/mot-de-passe/oubli',
    "'Mot de passe oublié ?': mail a link to choose a new password (1 h, once, in the account's " +
      'language) to a known address; the same answer whatever the address, and no new mail within a minute',
    useCases.requestPasswordReset,
    api.throttleRules.passwordReset,
  );

  api.route(
    {
      method: 'post',
      path: '/api/mot-de-passe/reinitialisation',
      summary:
        'Choose a new password with the token of the reset link; every session of the account is ' +
        'logged out and the user is told by e-mail',
      tag: TAG,
      audience: 'public',
      body: S.RESET_PASSWORD_BODY,
      query: NO_QUERY,
      response: MESSAGE_ANSWER,
      responses: {
        200: '{ message }',
        400: `reset_link_invalid (unknown, used or expired link); ${NEW_PASSWORD_ERRORS}`,
      },
    },
    async (ctx) => {
      const body = jsonObject(ctx);
      const result = await useCases.resetPassword.execute({
        token: body.token,
        password: body.password,
        passwordConfirmation: body.passwordConfirmation,
      });
      respond(ctx, result, notice(ctx));
    },
  );

  api.route(
    {
      method: 'put',
      path: '/api/me/mot-de-passe',
      summary:
        "Change the viewer's password: every other session is logged out; this one gets a new token " +
        '(answered and set in the BEARER cookie); the user is told by e-mail',
      tag: TAG,
      audience: 'user',
      body: S.CHANGE_PASSWORD_BODY,
      query: NO_QUERY,
      response: S.TOKEN_MESSAGE_ANSWER,
      responses: {
        200: '{ token, message } and Set-Cookie BEARER=<token>',
        400: `field_required or password_incorrect on currentPassword; ${NEW_PASSWORD_ERRORS}`,
        401: 'unauthenticated',
      },
    },
    async (ctx) => {
      const body = jsonObject(ctx);
      const result = await useCases.changePassword.execute({
        viewer: ctx.state.viewer,
        currentPassword: body.currentPassword,
        password: body.password,
        passwordConfirmation: body.passwordConfirmation,
      });
      respond(ctx, result, ({ token }) => {
        setTokenCookie(ctx, token);
        return { token, message: translate('password_changed', ctx.state.locale) };
      });
    },
  );
}
