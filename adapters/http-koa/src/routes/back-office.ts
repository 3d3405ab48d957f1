// Issue 12: 'Contacter le négociateur' on a property page, and the admin space's own routes (users,
// notaries, audit log). The admin space reuses the existing routes for what exists already: every sale
// (GET /ajax/biens/list), the right to bid (PUT /api/users/{id}/droit-enchere), identity approval
// (POST /api/dossiers/{id}/piece-identite/decision).
import {
  CONTACT_LIMITS,
  NOTARY_NAME_MAX_LENGTH,
  ROLES,
  translate,
  type AdminUserRow,
  type AuditEntry,
  type ContactNegotiator,
  type ListAdminUsers,
  type ListAuditLog,
  type Locale,
  type MessageCode,
  type RemoveNotary,
  type SaveNotary,
  type UpdateUserAccount,
} from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../api-router.js';
import { idParam, respond } from '../respond.js';
import { NO_BODY, NO_QUERY, SENT_ANSWER, queryDigits, querySchema, queryText, text } from '../schema.js';
import { throttle, type ThrottleRule } from '../throttle.js';
import { queryValue } from './accounts.js';
import { parisIso } from './auction/wire.js';
import * as B from './back-office/answers.js';

export interface BackOfficeUseCases {
  contactNegotiator: ContactNegotiator;
  listAdminUsers: ListAdminUsers;
  updateUserAccount: UpdateUserAccount;
  listAuditLog: ListAuditLog;
  saveNotary: SaveNotary;
  removeNotary: RemoveNotary;
}

/** A few messages per address and quarter of an hour: enough for a buyer, too few for a spammer. */
export const CONTACT_THROTTLE: ThrottleRule = { name: 'contact-negotiator', points: 5, durationSeconds: 900 };

const CONTACT_BODY = Type.Object({
  nom: text(CONTACT_LIMITS.nameMax * 2),
  email: text(255),
  telephone: Type.Optional(text(CONTACT_LIMITS.phoneMax)),
  message: text(CONTACT_LIMITS.messageMax * 2),
});

const ACCOUNT_CHANGE = Type.Object(
  {
    roles: Type.Optional(
      Type.Array(Type.Union(ROLES.map((role) => Type.Literal(role))), { maxItems: ROLES.length }),
    ),
    emailVerified: Type.Optional(Type.Boolean()),
    identityApproved: Type.Optional(Type.Boolean()),
    deactivated: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const NOTARY_BODY = Type.Object({
  name: text(NOTARY_NAME_MAX_LENGTH * 2),
  crpcen: Type.Optional(Type.Union([Type.Null(), text(32)])),
});

const userJson = (row: AdminUserRow) => ({ ...row, createdAt: parisIso(row.createdAt) });

/** One line of the log as a sentence in the reader's language, with its raw parts. */
export function auditJson(entry: AuditEntry & { actor: string }, locale: Locale) {
  const params = Object.fromEntries(
    Object.entries(entry.details).map(([key, value]) => [key, value === null ? '—' : String(value)]),
  );
  return {
    id: entry.id,
    at: parisIso(entry.createdAt),
    actorId: entry.actorId,
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details,
    text: translate(`audit_${entry.action}` as MessageCode, locale, params),
  };
}

const TAG = 'back-office';

export const backOfficeRoutes =
  (useCases: BackOfficeUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'post',
        path: '/api/bien/:bien/contact',
        response: SENT_ANSWER,
        query: NO_QUERY,
        summary:
          "'Contacter le négociateur' on a public property page: stored, e-mailed to the sale's negotiator. " +
          'Body: { nom, email, telephone?, message }. Five per address and quarter of an hour.',
        tag: TAG,
        audience: 'public',
        body: CONTACT_BODY,
        responses: {
          201: '{ id, message }',
          400: 'contact_invalid with each field’s error in fields',
          404: 'not_found (unknown sale, or a draft)',
          429: 'too_many_requests',
        },
      },
      throttle(api.throttles, CONTACT_THROTTLE),
      async (ctx) => {
        const bienId = idParam(ctx, 'bien');
        const result = await useCases.contactNegotiator.execute({
          viewer: ctx.state.viewer,
          bienId,
          form: ctx.request.body,
        });
        respond(ctx, result, ({ id }) => ({ id, message: translate('contact_sent', ctx.state.locale) }), 201);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/api/admin/utilisateurs',
        response: B.ADMIN_USERS_ANSWER,
        query: querySchema({ q: queryText(200), page: queryDigits(6) }),
        summary: 'Administrators: the accounts matching ?q= (name, e-mail), page by page (?page=)',
        tag: TAG,
        audience: 'admin',
        responses: {
          200:
            '{ items: [{ id, email, firstName, lastName, phone, roles, emailVerified, identityApproved, ' +
            'identityPending: [{ buyerFileId, bienId }], biddingAllowed, biddingSuspensionReason, deactivated, createdAt }], total, page, pageSize }',
          403: 'forbidden: administrators only',
        },
      },
      async (ctx) => {
        const result = await useCases.listAdminUsers.execute({
          viewer: ctx.state.viewer,
          text: ctx.query.q,
          page: queryValue(ctx, 'page'),
        });
        respond(ctx, result, (found) => ({ ...found, items: found.items.map(userJson) }));
      },
    );

    api.route(
      {
        method: 'put',
        path: '/api/admin/utilisateurs/:id',
        response: B.ADMIN_USER_ANSWER,
        query: NO_QUERY,
        summary:
          'Administrators: change roles, mark the e-mail verified or not, withdraw the identity approval, ' +
          'deactivate or reactivate an account (each optional); each change goes to the audit log',
        tag: TAG,
        audience: 'admin',
        body: ACCOUNT_CHANGE,
        responses: {
          200: 'the user row, as listed',
          400: 'admin_roles_invalid, admin_cannot_demote_self, admin_cannot_deactivate_self, admin_identity_needs_document',
          403: 'forbidden',
          404: 'not_found',
        },
      },
      async (ctx) => {
        const body = ctx.request.body as Record<string, unknown>;
        const result = await useCases.updateUserAccount.execute({
          viewer: ctx.state.viewer,
          userId: idParam(ctx, 'id'),
          roles: body.roles,
          emailVerified: body.emailVerified,
          identityApproved: body.identityApproved,
          deactivated: body.deactivated,
        });
        respond(ctx, result, userJson);
      },
    );

    api.route(
      {
        method: 'get',
        path: '/api/admin/journal',
        response: B.AUDIT_LOG_ANSWER,
        query: querySchema({ page: queryDigits(6) }),
        summary: 'Administrators: the audit log, newest first, 50 a page (?page=)',
        tag: TAG,
        audience: 'admin',
        responses: {
          200: '{ items: [{ id, at, actorId, actor, action, targetType, targetId, details, text }], total, page, pageSize }',
          403: 'forbidden',
        },
      },
      async (ctx) => {
        const result = await useCases.listAuditLog.execute({
          viewer: ctx.state.viewer,
          page: queryValue(ctx, 'page'),
        });
        respond(ctx, result, (found) => ({
          ...found,
          items: found.items.map((entry) => auditJson(entry, ctx.state.locale)),
        }));
      },
    );

    api.route(
      {
        method: 'post',
        path: '/api/admin/notaires',
        response: B.NOTARY_ANSWER,
        query: NO_QUERY,
        summary: 'Administrators: add a notary to the directory. Body: { name, crpcen? (5 digits) }',
        tag: TAG,
        audience: 'admin',
        body: NOTARY_BODY,
        responses: { 201: '{ id, name, crpcen }', 400: 'invalid_input with fields', 403: 'forbidden' },
      },
      async (ctx) => {
        const body = ctx.request.body as { name: string; crpcen?: string | null };
        const result = await useCases.saveNotary.execute({
          viewer: ctx.state.viewer,
          name: body.name,
          crpcen: body.crpcen,
        });
        respond(ctx, result, (party) => party, 201);
      },
    );

    api.route(
      {
        method: 'put',
        path: '/api/admin/notaires/:id',
        response: B.NOTARY_ANSWER,
        query: NO_QUERY,
        summary: 'Administrators: edit a notary. Body: { name, crpcen? }',
        tag: TAG,
        audience: 'admin',
        body: NOTARY_BODY,
        responses: {
          200: '{ id, name, crpcen }',
          400: 'invalid_input with fields',
          403: 'forbidden',
          404: 'not_found',
        },
      },
      async (ctx) => {
        const body = ctx.request.body as { name: string; crpcen?: string | null };
        const result = await useCases.saveNotary.execute({
          viewer: ctx.state.viewer,
          id: idParam(ctx, 'id'),
          name: body.name,
          crpcen: body.crpcen,
        });
        respond(ctx, result);
      },
    );

    api.route(
      {
        method: 'delete',
        path: '/api/admin/notaires/:id',
        response: B.REMOVED_NOTARY_ANSWER,
        query: NO_QUERY,
        body: NO_BODY,
        summary: 'Administrators: remove a notary no sale names',
        tag: TAG,
        audience: 'admin',
        responses: { 200: '{ id }', 403: 'forbidden', 404: 'not_found', 409: 'admin_notary_in_use' },
      },
      async (ctx) => {
        respond(
          ctx,
          await useCases.removeNotary.execute({ viewer: ctx.state.viewer, id: idParam(ctx, 'id') }),
        );
      },
    );
  };
