// Inline edit (spec §2.2, §5.2, §7): PUT /api/{entity lowercased}/{id} with a JSON body of one property.
import { INLINE_ENTITIES, INLINE_FIELDS, type InlineEdit } from '@immo/core';
import type { ApiRouter } from '../../api-router.js';
import { HttpProblem } from '../../problem.js';
import { idParam, respond } from '../../respond.js';
import { SALES_TAG } from './sale-form.js';
import { NO_QUERY } from '../../schema.js';
import { INLINE_EDIT_BODY } from './schemas.js';
import * as A from './answers.js';

export interface InlineEditUseCases {
  inlineEdit: InlineEdit;
}

/** The one property of the body and its value, or null when the body is not exactly one property. */
function singleProperty(body: unknown): [string, unknown] | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  return entries.length === 1 ? entries[0]! : null;
}

/**
 * One route per whitelisted entity rather than a generic /api/:entity/:id: the generic path would
 * catch every PUT /api/x/y of the other areas. An entity off the list names nothing (404).
 */
export const inlineEditRoutes = (useCases: InlineEditUseCases, api: ApiRouter): void => {
  for (const entity of INLINE_ENTITIES) {
    const properties = INLINE_FIELDS.filter((field) => field.entity === entity).map(
      (field) => field.property,
    );
    api.route(
      {
        method: 'put',
        path: `/api/${entity}/:id`,
        response: A.INLINE_EDIT_ANSWER,
        query: NO_QUERY,
        summary: `Inline edit of one field of a ${entity} (the sale’s negotiator or an administrator)`,
        tag: SALES_TAG,
        audience: 'negotiator',
        body: INLINE_EDIT_BODY(properties),
        responses: {
          200: '{ entity, id, property, value (as stored: text, number, yyyy-mm-dd or null), displayValue }',
          400: 'inline_field_not_editable, inline_single_property_required, inline_invalid_date (‘Given date is not a valid date’), inline_invalid_number, inline_invalid_integer, inline_number_out_of_range, inline_text_too_long, field_required, invalid_input; for premier_prix and pas_enchere the sale form’s price errors (sale_price_not_above_net, sale_first_price_not_flat)',
          401: 'unauthenticated',
          403: 'forbidden: another negotiator’s sale',
          404: 'not_found',
          409: 'sale_ended_read_only (an ended sale: every field of the property); sale_has_bids (premier_prix, pas_enchere once someone bid)',
        },
      },
      async (ctx) => {
        const id = idParam(ctx, 'id');
        const single = singleProperty(ctx.request.body);
        const result = await useCases.inlineEdit.execute({
          viewer: ctx.state.viewer,
          entity,
          id,
          property: single?.[0],
          value: single?.[1],
        });
        // Without one property the use case can only refuse the caller or the missing property.
        if (!single && !result.ok && result.error.code === 'invalid_input') {
          throw new HttpProblem(400, 'inline_single_property_required', {}, { field: 'body' });
        }
        respond(ctx, result);
      },
    );
  }
};
