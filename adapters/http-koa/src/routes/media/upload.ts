import { rm } from 'node:fs/promises';
import { fileSource, type LocalFileSource } from '@immo/storage';
import type { Middleware } from 'koa';
import { UPLOAD_MAX_BYTES } from '../../app.js';
import { koaBodyModule } from '../../lazy-body.js';
import { HttpProblem } from '../../problem.js';
import type { ApiContext, ApiState } from '../../state.js';

/** The parts of formidable's File this module reads. */
interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

type Files = Record<string, UploadedFile | UploadedFile[] | undefined>;

/** What an upload route receives: the one file part, and the text fields beside it. */
export interface Upload {
  /** The part as formidable wrote it to disk, read from there: never whole in memory. */
  file: LocalFileSource;
  /** The name the browser gave the file part (never trusted for the type). */
  originalName: string;
  fields: Readonly<Record<string, string | string[] | undefined>>;
}

// formidable's internal codes (formidable/src/FormidableError.js) worth a specific answer.
const TOO_LARGE_CODES = new Set([1009, 1016]); // biggerThanTotalMaxFileSize, biggerThanMaxFileSize
const EMPTY_FILE_CODES = new Set([1008, 1010]); // smallerThanMinFileSize, noEmptyFiles
const TOO_MANY_FILES_CODE = 1015; // maxFilesExceeded: one file a request

/** formidable's refusal as the catalogue's answer: its errors carry `httpCode`, not `status`. */
function problemOfParsing(error: unknown): HttpProblem {
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (typeof code === 'number' && TOO_LARGE_CODES.has(code)) return new HttpProblem(413, 'payload_too_large');
  if (typeof code === 'number' && EMPTY_FILE_CODES.has(code))
    return new HttpProblem(400, 'field_required', {}, { field: 'file' });
  if (code === TOO_MANY_FILES_CODE) return new HttpProblem(400, 'invalid_input', {}, { field: 'file' });
  if (httpCode === 413) return new HttpProblem(413, 'payload_too_large');
  if (typeof httpCode === 'number' && httpCode >= 400 && httpCode < 500)
    return new HttpProblem(400, 'invalid_input', {}, { field: 'file' });
  // Anything else (the temporary folder is not writable…) is the server's failure.
  throw error;
}

/**
 * Multipart parsing for one upload route, 20 MB a file, one file a request: the limits of the
 * app's `multipartBody()`, plus what it lacks here — formidable's errors turned into
 * `{error: {code, message}}` answers (413 over the limit, 400 for an empty, extra or malformed
 * part) and the temporary files removed once the request is answered, or refused (formidable
 * keeps a file it finished before a later part broke a limit). Errors of the handlers after it are
 * left alone.
 */
export const uploadBody =
  (maxFileSize = UPLOAD_MAX_BYTES): Middleware<ApiState> =>
  async (ctx, next) => {
    // Any other body was already read by the app's parser: readUpload refuses it clearly.
    if (!ctx.is('multipart/form-data')) return next();
    const written: string[] = [];
    const removeWritten = () => Promise.all(written.map((path) => rm(path, { force: true })));
    const { koaBody } = await koaBodyModule();
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        maxFileSize,
        maxFiles: 1,
        allowEmptyFiles: false,
        onFileBegin: (_name, file) => {
          written.push(file.filepath);
        },
      },
    });
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
      });
    } catch (error) {
      await removeWritten();
      // Let the rest of the request in, so the client reads the answer instead of a reset.
      ctx.req.resume();
      throw problemOfParsing(error);
    }
    if (!parsed) return;
    try {
      // The handler streams the file from its temporary copy (to storage, to the image processor).
      await next();
    } finally {
      await removeWritten();
    }
  };

/**
 * The file part named `part` and the fields; uploadBody removes the file after the answer. A
 * request that is not multipart (a JSON body, say) is refused 415; a multipart one without the
 * file part, 400.
 */
export function readUpload(ctx: ApiContext, part = 'file'): Upload {
  if (!ctx.is('multipart/form-data')) {
    throw new HttpProblem(415, 'invalid_input', {}, { field: part });
  }
  const files = ((ctx.request as { files?: Files }).files ?? {}) as Files;
  const file = files[part];
  if (file === undefined) throw new HttpProblem(400, 'field_required', {}, { field: part });
  if (Array.isArray(file)) throw new HttpProblem(400, 'invalid_input', {}, { field: part });
  if (file.size === 0) throw new HttpProblem(400, 'field_required', {}, { field: part });
  const body = ctx.request.body;
  const fields =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, string | string[] | undefined>)
      : {};
  return { file: fileSource(file.filepath, file.size), originalName: file.originalFilename ?? '', fields };
}

/** A text field sent once, or undefined when absent; a field sent twice is a bad request. */
export function textField(upload: Upload, name: string): string | undefined {
  const value = upload.fields[name];
  if (Array.isArray(value)) throw new HttpProblem(400, 'invalid_input', {}, { field: name });
  return value;
}
