import type { ApiRouter } from '../../api-router.js';
import type { SaleLists } from '../../live/sale-lists.js';
import { sendKeptBody } from '../auction/live.js';
import { problemOf } from '../../problem.js';
import { statusOf } from '../../status-of.js';
import { HttpProblem } from '../../problem.js';
import { idParam, jsonObject, respond } from '../../respond.js';
import type { ApiContext } from '../../state.js';
import type { VisitsUseCases } from '../visits.js';
import { hydra, saleCardJson, savedSearchJson } from './shapes.js';
import { NO_QUERY, NO_BODY } from '../../schema.js';
import { ALERT_BODY, SAVE_SEARCH_BODY, SEARCH_QUERY } from './schemas.js';
import * as A from './answers.js';

const TAG = 'search';

/** The optional page size of a search; anything but a whole number is the use case's to refuse. */
function pageSizeOf(ctx: ApiContext): unknown {
  const raw = ctx.query.itemsPerPage;
  if (raw === undefined) return undefined;
  if (Array.isArray(raw) || !/^\d{1,4}$/.test(raw))
    throw new HttpProblem(400, 'invalid_input', {}, { field: 'itemsPerPage' });
  return Number(raw);
}

export const searchRoutes =
  (useCases: VisitsUseCases, live: { lists: SaleLists; clock: { now(): number } }) =>
  (api: ApiRouter): void => {
    api.route(
      {
        method: 'get',
        path: '/api/recherche',
        response: A.SEARCH_ANSWER,
        query: SEARCH_QUERY,
        name: 'search',
        summary:
          'Searches the sales (index prod_bien): address, location=lat,lng, aroundRadius (metres), types=MAIS,APPT, budgetMin / budgetMax (or budget[min] / budget[max]), status (default en_cours,a_venir), rooms, bedrooms, living and land areas, page, itemsPerPage',
        tag: TAG,
        audience: 'public',
        responses: {
          200: "{ 'hydra:member': cards (bienId, reference, title, type, city, postcode, price, priceDisplay, start, end, status, photo…), 'hydra:totalItems', page }",
        },
      },
      // The same for every viewer: kept per query for a second at most, like the home list (sale-lists.ts).
      async (ctx) => {
        const pageSize = pageSizeOf(ctx);
        const body = await live.lists.answer(`search ${ctx.querystring}`, async () => {
          const now = live.clock.now();
          const result = await useCases.searchSaleCards.execute({
            query: ctx.query,
            ...(pageSize !== undefined ? { pageSize } : {}),
          });
          if (!result.ok) throw problemOf(result.error, statusOf(result.error.code));
          const { cards, total, page } = result.value;
          const json = JSON.stringify({
            'hydra:member': cards.map(saleCardJson),
            'hydra:totalItems': total,
            page,
          });
          return { json, now, timed: false };
        });
        sendKeptBody(ctx, body, live.clock.now());
      },
    );

    api.route(
      {
        method: 'get',
        path: '/api/recherches/user/:user',
        response: A.SAVED_SEARCHES_ANSWER,
        query: NO_QUERY,
        summary: "A user's saved searches, newest first (the user themself, or an administrator)",
        tag: TAG,
        audience: 'user',
        responses: {
          200: "{ 'hydra:member': saved searches (id, name, user, criteria, createdAt), 'hydra:totalItems' }",
        },
      },
      async (ctx) => {
        const result = await useCases.listSavedSearches.execute({
          viewer: ctx.state.viewer,
          userId: idParam(ctx, 'user'),
        });
        respond(ctx, result, (searches) => hydra(searches.map(savedSearchJson)));
      },
    );

    api.route(
      {
        method: 'post',
        path: '/api/recherches',
        response: A.SAVED_SEARCH_ANSWER,
        query: NO_QUERY,
        summary: 'Saves a search under a name for the logged-in user',
        tag: TAG,
        audience: 'user',
        body: SAVE_SEARCH_BODY,
        responses: { 201: 'The saved search (id, name, user, criteria, createdAt, alert)' },
      },
      async (ctx) => {
        const body = jsonObject(ctx);
        const result = await useCases.saveSearch.execute({
          viewer: ctx.state.viewer,
          name: body.name,
          criteria: body.criteria,
          alert: body.alert,
        });
        respond(ctx, result, savedSearchJson, 201);
      },
    );

    api.route(
      {
        method: 'put',
        path: '/api/recherches/:id/alerte',
        response: A.ALERT_ANSWER,
        query: NO_QUERY,
        summary: 'Turns the e-mail alert of one of your own saved searches on or off',
        tag: TAG,
        audience: 'user',
        body: ALERT_BODY,
        responses: { 200: '{ alert }' },
      },
      async (ctx) => {
        const result = await useCases.setSavedSearchAlert.execute({
          viewer: ctx.state.viewer,
          id: idParam(ctx, 'id'),
          alert: jsonObject(ctx).alert,
        });
        respond(ctx, result, (value) => value);
      },
    );

    api.route(
      {
        method: 'delete',
        path: '/api/recherches/:id',
        response: 'none',
        query: NO_QUERY,
        body: NO_BODY,
        summary: 'Deletes one of your own saved searches',
        tag: TAG,
        audience: 'user',
        responses: { 204: 'Deleted' },
      },
      async (ctx) => {
        const result = await useCases.deleteSavedSearch.execute({
          viewer: ctx.state.viewer,
          id: idParam(ctx, 'id'),
        });
        respond(ctx, result, () => undefined, 204);
      },
    );
  };
