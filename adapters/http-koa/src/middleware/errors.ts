import { translate, translateFields, type ErrorReporter, type MessageCode } from '@immo/core';
import type { Middleware } from 'koa';
import { HttpProblem } from '../problem.js';
import type { ApiState } from '../state.js';

// Errors thrown by body parsing and Koa itself carry an HTTP status but no catalogue code.
const CODE_BY_STATUS: Record<number, MessageCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'invalid_input',
  429: 'too_many_requests',
};

function isJsonParseError(error: { message?: string; type?: string }): boolean {
  return (
    error.type === 'entity.parse.failed' || /JSON|Unexpected token|invalid json/i.test(error.message ?? '')
  );
}

/**
 * Every failure leaves as `{error: {code, message}}` in the viewer's language. A bug or an
 * infrastructure failure is reported and answered 500 without any detail: never a stack trace.
 */
export const errorMiddleware =
  (reporter: ErrorReporter): Middleware<ApiState> =>
  async (ctx, next) => {
    try {
      await next();
      // The router answers an unknown path 404 and a known path with another method 405 (with Allow), bodiless.
      if (ctx.body === undefined && ctx.status === 404) throw new HttpProblem(404, 'not_found');
      if (ctx.body === undefined && ctx.status === 405) throw new HttpProblem(405, 'method_not_allowed');
    } catch (caught) {
      const locale = ctx.state.locale ?? 'fr';
      let problem: HttpProblem;
      if (caught instanceof HttpProblem) {
        problem = caught;
      } else {
        const error = (caught ?? {}) as {
          status?: number;
          statusCode?: number;
          httpCode?: number;
          expose?: boolean;
          message?: string;
          type?: string;
        };
        const status = error.status ?? error.statusCode ?? error.httpCode;
        if (status && status >= 400 && status < 500) {
          const code =
            status === 400 && isJsonParseError(error)
              ? 'invalid_json'
              : (CODE_BY_STATUS[status] ?? 'invalid_input');
          problem = new HttpProblem(status, code);
        } else {
          reporter.report(caught, { method: ctx.method, path: ctx.path });
          problem = new HttpProblem(500, 'unexpected_error');
        }
      }
      ctx.status = problem.status;
      ctx.type = 'application/json';
      ctx.body = {
        error: {
          code: problem.code,
          message: translate(problem.code, locale, problem.params),
          ...problem.details,
          ...(problem.fields ? { fields: translateFields(problem.fields, locale) } : {}),
        },
      };
    }
  };
