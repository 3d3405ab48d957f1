import {
  NOTICE_KINDS,
  type GetNoticePreferences,
  type NoticePreferences,
  type SaveNoticePreferences,
  type UnsubscribeFromNotice,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../api-router.js';
import { jsonObject, respond } from '../respond.js';
import { NO_QUERY, answer, oneOfTexts, shapedBy, text, type OutputOf } from '../schema.js';

export interface NoticesUseCases {
  getNoticePreferences: GetNoticePreferences;
  saveNoticePreferences: SaveNoticePreferences;
  unsubscribeFromNotice: UnsubscribeFromNotice;
}

const TAG = 'notices';
const PREFERENCES_PATH = '/api/me/notifications';
const UNSUBSCRIBE_PATH = '/api/notifications/desabonnement';

const PREFERENCES_BODY = Type.Object(
  Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Type.Optional(Type.Boolean())])),
  { additionalProperties: false },
);
const TOKEN_BODY = Type.Object({ token: text(2000) });

/** Every kind with whether it is sent: the choices in force. */
const PREFERENCES_ANSWER = shapedBy(
  answer(Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, Type.Boolean()]))),
  (preferences: NoticePreferences) => preferences,
);
const UNSUBSCRIBE_ANSWER = shapedBy(
  answer({ kind: oneOfTexts(NOTICE_KINDS), unsubscribed: Type.Boolean() }),
  (outcome: OutputOf<UnsubscribeFromNotice>) => outcome,
);

/** The user's e-mail notice choices (buyer space) and the unsubscribe link of alerts (no login). */
export const noticesRoutes =
  (useCases: NoticesUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'get',
        path: PREFERENCES_PATH,
        response: PREFERENCES_ANSWER,
        query: NO_QUERY,
        summary:
          "The viewer's e-mail notice choices: { outbid, ending_soon, sale_ended, offer_answer, saved_search_alerts }",
        tag: TAG,
        audience: 'user',
      },
      async (ctx) => {
        respond(ctx, await useCases.getNoticePreferences.execute({ viewer: ctx.state.viewer }), (p) => p);
      },
    );
    api.route(
      {
        method: 'put',
        path: PREFERENCES_PATH,
        response: PREFERENCES_ANSWER,
        query: NO_QUERY,
        summary: 'Switches some e-mail notices on or off; answers every choice now in force',
        tag: TAG,
        audience: 'user',
        body: PREFERENCES_BODY,
      },
      async (ctx) => {
        const result = await useCases.saveNoticePreferences.execute({
          viewer: ctx.state.viewer,
          change: jsonObject(ctx),
        });
        respond(ctx, result, (p) => p);
      },
    );
    api.route(
      {
        method: 'post',
        path: `${UNSUBSCRIBE_PATH}/apercu`,
        response: UNSUBSCRIBE_ANSWER,
        query: NO_QUERY,
        summary: "What an alert's unsubscribe link stops ({ kind, unsubscribed }), changing nothing",
        tag: TAG,
        audience: 'public',
        body: TOKEN_BODY,
      },
      async (ctx) => {
        const { token } = jsonObject(ctx);
        respond(ctx, await useCases.unsubscribeFromNotice.execute({ token, confirm: false }), (r) => r);
      },
    );
    api.route(
      {
        method: 'post',
        path: UNSUBSCRIBE_PATH,
        response: UNSUBSCRIBE_ANSWER,
        query: NO_QUERY,
        summary:
          "Follows an alert's unsubscribe link: that kind of notice switched off for its user, without login",
        tag: TAG,
        audience: 'public',
        body: TOKEN_BODY,
      },
      async (ctx) => {
        const { token } = jsonObject(ctx);
        respond(ctx, await useCases.unsubscribeFromNotice.execute({ token, confirm: true }), (r) => r);
      },
    );
  };
