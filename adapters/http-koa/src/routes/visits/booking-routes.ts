// The buyer's own bookings across every property: list them, cancel one until the slot starts.
import type { BookedVisit } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { idParam, respond } from '../../respond.js';
import type { VisitsUseCases } from '../visits.js';
import { isoDate } from './shapes.js';
import { NO_QUERY, NO_BODY } from '../../schema.js';
import * as A from './answers.js';

const TAG = 'visits';

const bookedVisitJson = (visit: BookedVisit) => ({
  visitId: visit.visitId,
  bienId: visit.propertyId,
  nom: visit.title,
  ville: visit.city,
  startsAt: isoDate(visit.startsAt),
  durationMinutes: visit.durationMinutes,
  kind: visit.kind,
  cancellable: visit.cancellable,
});

export const bookingRoutes =
  (useCases: VisitsUseCases) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'get',
        path: '/api/me/visites',
        response: A.BOOKED_VISITS_ANSWER,
        query: NO_QUERY,
        summary:
          'Every slot the viewer booked, on every property, by start; cancellable until the slot starts',
        tag: TAG,
        audience: 'user',
        responses: {
          200: '{ items: [{ visitId, bienId, nom, ville, startsAt, durationMinutes, kind, cancellable }] }',
          401: 'unauthenticated',
        },
      },
      async (ctx) => {
        const result = await useCases.listBookedVisits.execute({ viewer: ctx.state.viewer });
        respond(ctx, result, (visits) => ({ items: visits.map(bookedVisitJson) }));
      },
    );

    api.route(
      {
        method: 'delete',
        path: '/api/bien/:bien/visites/:visite/reservation',
        response: 'none',
        query: NO_QUERY,
        body: NO_BODY,
        summary: "Cancels the viewer's booking of a slot, until it starts; the sale's negotiator is e-mailed",
        tag: TAG,
        audience: 'buyer',
        responses: {
          204: 'Cancelled',
          401: 'unauthenticated',
          403: 'forbidden: not a buyer',
          404: 'not_found: no such slot on this property',
          409: 'visit_not_booked, visit_already_started',
        },
      },
      async (ctx) => {
        const result = await useCases.cancelVisitBooking.execute({
          viewer: ctx.state.viewer,
          bienId: idParam(ctx, 'bien'),
          visitId: idParam(ctx, 'visite'),
        });
        respond(ctx, result, () => undefined, 204);
      },
    );
  };
