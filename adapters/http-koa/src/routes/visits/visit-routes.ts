import type { Visit } from '@immo/core';
import { Type } from '@sinclair/typebox';
import type { ApiRouter } from '../../api-router.js';
import { INT_COLUMN_MAX, int, text } from '../../schema.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import { problemOf } from '../../problem.js';
import type { ApiContext } from '../../state.js';
import { statusOf } from '../../status-of.js';
import type { VisitsUseCases } from '../visits.js';
import { hydra, attendeeJson, propertyBuyerJson, slotJson, visitJson } from './shapes.js';
import { buyerFileJson } from '../buyer-file/shapes.js';
import { NO_QUERY, NO_BODY } from '../../schema.js';
import * as A from './answers.js';
import { BUYER_FILE_ANSWER } from '../buyer-file/answers.js';

const TAG = 'visits';
const BASE = '/api/bien/:bien/visites';
const VISIT = `${BASE}/:visite`;

/** The visit bodies answer invalid_input naming the field, whatever the field's own error. */
const VISIT_BODY = { errorCode: 'invalid_input' } as const;

const USER_ID_BODY = Type.Object({ userId: int(1, INT_COLUMN_MAX) }, VISIT_BODY);

// Bounds only: the slot rules (date format, lengths among 15–60 minutes…) and their messages are core's.
const start = text(32, { examples: ['2026-11-24 14:30:00'] });
const durationMinutes = Type.Union(
  [Type.Number({ minimum: -INT_COLUMN_MAX, maximum: INT_COLUMN_MAX }), text(16)],
  {
    description: '15, 30, 45 or 60',
  },
);
const capacity = Type.Union([Type.Null(), int(-INT_COLUMN_MAX, INT_COLUMN_MAX)], {
  description: 'Grouped visits; none: no limit',
});
const rangeBound = Type.Optional(Type.Union([Type.Null(), text(32), Type.Number()]));

/** A body that may be absent (a POST without payload) but, when sent, is a JSON object. */
function optionalJsonObject(ctx: ApiContext): Record<string, unknown> {
  const body = ctx.request.body;
  if (body === undefined || body === null || (typeof body === 'string' && body === '')) return {};
  return jsonObject(ctx);
}

export const visitRoutes =
  (useCases: VisitsUseCases) =>
  (api: ApiRouter): void => {
    /** The slot {visite} of property {bien}; another property's slot is not found. */
    const visitOfPath = async (ctx: ApiContext): Promise<Visit> => {
      const found = await useCases.findPropertyVisit.execute({
        viewer: ctx.state.viewer,
        bienId: idParam(ctx, 'bien'),
        visitId: idParam(ctx, 'visite'),
      });
      if (!found.ok) throw problemOf(found.error, statusOf(found.error.code));
      return found.value;
    };

    api.route(
      {
        method: 'get',
        path: BASE,
        response: A.SLOTS_ANSWER,
        query: NO_QUERY,
        summary:
          "A property's visit slots: every slot with its attendees for the negotiator; the upcoming slots with places left and the buyer's own bookings for a registered buyer",
        tag: TAG,
        audience: 'user',
        responses: { 200: "{ 'hydra:member': slots, 'hydra:totalItems' }" },
      },
      async (ctx) => {
        const result = await useCases.listVisits.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
        });
        respond(ctx, result, (slots) => hydra(slots.map(slotJson)));
      },
    );

    api.route(
      {
        method: 'get',
        path: `${BASE}/user`,
        response: A.SLOTS_ANSWER,
        query: NO_QUERY,
        summary: 'The slots of the property the viewer is booked on (an empty list when none)',
        tag: TAG,
        audience: 'user',
        responses: { 200: "{ 'hydra:member': slots, 'hydra:totalItems' }" },
      },
      async (ctx) => {
        const result = await useCases.listMyVisits.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
        });
        respond(ctx, result, (slots) => hydra(slots.map(slotJson)));
      },
    );

    api.route(
      {
        method: 'post',
        path: `${BASE}/new`,
        response: A.VISIT_ANSWER,
        query: NO_QUERY,
        summary:
          "Opens a visit slot (the property's negotiator or an administrator): individual (one buyer) or grouped; start 'Y-m-d H:i:s' Paris time, not before today; 15, 30, 45 or 60 minutes",
        tag: TAG,
        audience: 'negotiator',
        body: Type.Object(
          {
            kind: Type.Union([Type.Literal('individual'), Type.Literal('grouped')]),
            start,
            durationMinutes,
            capacity: Type.Optional(capacity),
          },
          VISIT_BODY,
        ),
        responses: { 201: 'The slot' },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.createVisitSlot.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
          kind: body.kind,
          start: body.start,
          durationMinutes: body.durationMinutes,
          capacity: body.capacity,
        });
        respond(ctx, result, (visit) => visitJson(visit, ctx.state.viewer.id, true), 201);
      },
    );

    api.route(
      {
        method: 'post',
        path: `${BASE}/fetch`,
        response: A.SLOTS_ANSWER,
        query: NO_QUERY,
        summary:
          "The property's slots starting within a date range ('Y-m-d H:i:s' or 'Y-m-d', Paris time; either bound optional), as the listing shows them to the viewer",
        tag: TAG,
        audience: 'user',
        body: Type.Union([Type.Undefined(), Type.Object({ from: rangeBound, to: rangeBound })], VISIT_BODY),
        responses: { 200: "{ 'hydra:member': slots, 'hydra:totalItems' }" },
      },
      async (ctx) => {
        const body = optionalJsonObject(ctx);
        const result = await useCases.fetchVisits.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
          from: body.from,
          to: body.to,
        });
        respond(ctx, result, (slots) => hydra(slots.map(slotJson)));
      },
    );

    api.route(
      {
        method: 'get',
        path: `${BASE}/buyers`,
        response: A.PROPERTY_BUYERS_ANSWER,
        query: NO_QUERY,
        summary:
          'The buyers registered on the property, for its negotiator (or an administrator) to put on a slot',
        tag: TAG,
        audience: 'negotiator',
        responses: {
          200: "{ 'hydra:member': buyers (id, user, dossierAcheteur, names, visitDone…), 'hydra:totalItems' }",
        },
      },
      async (ctx) => {
        const result = await useCases.listPropertyBuyers.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
        });
        respond(ctx, result, (buyers) => hydra(buyers.map(propertyBuyerJson)));
      },
    );

    api.route(
      {
        method: 'put',
        path: `${VISIT}/edit`,
        response: A.VISIT_ANSWER,
        query: NO_QUERY,
        summary:
          'Moves, lengthens or resizes a slot under the rules of a new one; a slot never shrinks below its bookings',
        tag: TAG,
        audience: 'negotiator',
        body: Type.Object(
          {
            start: Type.Optional(start),
            durationMinutes: Type.Optional(durationMinutes),
            capacity: Type.Optional(capacity),
          },
          VISIT_BODY,
        ),
        responses: { 200: 'The slot' },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.updateVisit.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
          visitId: idParam(ctx, 'visite'),
          start: body.start,
          durationMinutes: body.durationMinutes,
          capacity: body.capacity,
        });
        respond(ctx, result, (visit) => visitJson(visit, ctx.state.viewer.id, true));
      },
    );

    api.route(
      {
        method: 'put',
        path: `${VISIT}/add-user`,
        response: A.VISIT_ANSWER,
        query: NO_QUERY,
        summary:
          "Puts one of the property's registered buyers on a slot (the negotiator or an administrator)",
        tag: TAG,
        audience: 'negotiator',
        body: USER_ID_BODY,
        responses: { 200: 'The slot with its attendeeIds' },
      },
      async (ctx) => {
        const visit = await visitOfPath(ctx);
        const body = jsonObject(ctx);
        const result = await useCases.addUserToVisit.execute({
          viewer: ctx.state.viewer,
          visitId: visit.id,
          userId: body.userId,
        });
        respond(ctx, result, (updated) => visitJson(updated, ctx.state.viewer.id, true));
      },
    );

    api.route(
      {
        method: 'put',
        path: `${VISIT}/remove-user`,
        response: A.VISIT_ANSWER,
        query: NO_QUERY,
        summary: 'Takes a buyer off a slot, freeing the place (the negotiator or an administrator)',
        tag: TAG,
        audience: 'negotiator',
        body: USER_ID_BODY,
        responses: { 200: 'The slot with its attendeeIds' },
      },
      async (ctx) => {
        const visit = await visitOfPath(ctx);
        const body = jsonObject(ctx);
        const result = await useCases.removeUserFromVisit.execute({
          viewer: ctx.state.viewer,
          visitId: visit.id,
          userId: body.userId,
        });
        respond(ctx, result, (updated) => visitJson(updated, ctx.state.viewer.id, true));
      },
    );

    api.route(
      {
        method: 'post',
        path: `${VISIT}/book`,
        response: A.VISIT_ANSWER,
        query: NO_QUERY,
        body: NO_BODY,
        summary: 'A buyer registered on the property books a place on an upcoming slot for themself',
        tag: TAG,
        audience: 'buyer',
        responses: { 200: 'The slot, bookedByViewer true' },
      },
      async (ctx) => {
        const visit = await visitOfPath(ctx);
        const result = await useCases.bookVisit.execute({ viewer: ctx.state.viewer, visitId: visit.id });
        respond(ctx, result, (booked) => visitJson(booked, ctx.state.viewer.id, false));
      },
    );

    api.route(
      {
        method: 'get',
        path: `${VISIT}/users`,
        response: A.ATTENDEES_ANSWER,
        query: NO_QUERY,
        summary: 'The buyers booked on a slot (the negotiator or an administrator)',
        tag: TAG,
        audience: 'negotiator',
        responses: {
          200: "{ 'hydra:member': attendees (id, user, firstName, lastName, email, phone), 'hydra:totalItems' }",
        },
      },
      async (ctx) => {
        const result = await useCases.listVisitAttendees.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
          visitId: idParam(ctx, 'visite'),
        });
        respond(ctx, result, (attendees) => hydra(attendees.map(attendeeJson)));
      },
    );

    api.route(
      {
        method: 'delete',
        path: VISIT,
        response: 'none',
        query: NO_QUERY,
        body: NO_BODY,
        summary: 'Withdraws a slot with its bookings (the negotiator or an administrator)',
        tag: TAG,
        audience: 'negotiator',
        responses: { 204: 'Deleted' },
      },
      async (ctx) => {
        const visit = await visitOfPath(ctx);
        const result = await useCases.deleteVisit.execute({ viewer: ctx.state.viewer, visitId: visit.id });
        respond(ctx, result, () => undefined, 204);
      },
    );

    api.route(
      {
        method: 'post',
        path: '/espace-negociateur/dossier/:dossierAcheteur/validation/visite',
        response: BUYER_FILE_ANSWER,
        query: NO_QUERY,
        body: NO_BODY,
        summary:
          'Records that the buyer of this file visited the property, once a slot they booked there has started: from then on they may bid (§5.3). Validating again keeps the first date',
        tag: TAG,
        audience: 'negotiator',
        responses: {
          200: 'BuyerFileJson (docs/buyer-funnel.md)',
          409: 'visit_not_started: no slot the buyer booked on the property has started',
        },
      },
      async (ctx) => {
        const result = await useCases.validateVisit.execute({
          viewer: ctx.state.viewer,
          buyerFileId: idParam(ctx, 'dossierAcheteur'),
        });
        respond(ctx, result, buyerFileJson);
      },
    );
  };
