// How the buyer changes their own file (identity document, agrément signature, financing): the
// change is checked, what it needs is stored first (an upload, the PDF copy), then the file is
// written in one transaction that checks again. Stored objects the file no longer names are
// deleted after the commit; those a refused change stored are deleted at once.
import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import type { BuyerFile, UploadedFile } from '../../domain/buyer-file/buyer-file.js';
import {
  BUYER_UPLOAD_SIGNATURE_BYTES,
  buyerUploadFileName,
  checkBuyerUpload,
} from '../../domain/buyer-file/buyer-uploads.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, FileStorage, IdGenerator } from '../../ports/services.port.js';
import { isByteSource, readHead } from '../../shared/byte-source.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { loadBuyerFileView } from './load-buyer-file-view.js';
import { findOwnBuyerFile, type OwnBuyerFile } from './own-buyer-file.js';

export interface OwnFileChangeDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
  storage: FileStorage;
  errors: ErrorReporter;
}

/** What a change made before its transaction, and the storage keys it wrote. */
export interface Prepared<P> {
  value: P;
  storedKeys: string[];
}

export interface OwnFileChange<P> {
  /** May the change be made on this file? Asked before anything is stored, and again when writing. */
  check(own: OwnBuyerFile): Result<unknown>;
  /** What must exist before the file names it (stored outside the transaction: uploads are slow). */
  prepare(own: OwnBuyerFile, now: Instant): Promise<Result<Prepared<P>>>;
  apply(own: OwnBuyerFile, prepared: P, now: Instant): BuyerFile;
}

/** Every storage key a file names. */
export const storageKeysOf = (file: BuyerFile): string[] =>
  [
    file.identity.document?.storageKey,
    file.agrement.signature?.copyKey,
    file.financing?.kind === 'certificate' ? file.financing.certificate.storageKey : undefined,
  ].filter((key): key is string => typeof key === 'string');

/** Deletes stored objects nothing names any more; a failure is reported (an orphan object harms nobody). */
export async function deleteStored(
  deps: { storage: FileStorage; errors: ErrorReporter },
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.errors.report(error, { storageKey: key });
    }
  }
}

export async function changeOwnBuyerFile<P>(
  deps: OwnFileChangeDeps,
  input: { viewer: Viewer; bienId: unknown },
  change: OwnFileChange<P>,
): Promise<Result<BuyerFileView>> {
  const own = await findOwnBuyerFile(deps.repos, input.viewer, input.bienId, 'buyer_file_required');
  if (!own.ok) return own;
  const allowed = change.check(own.value);
  if (!allowed.ok) return allowed;
  const now = deps.clock.now();
  const prepared = await change.prepare(own.value, now);
  if (!prepared.ok) return prepared;

  let written: Result<{ before: BuyerFile; after: BuyerFile }>;
  try {
    written = await deps.unitOfWork.run(async (repos) => {
      const current = await findOwnBuyerFile(repos, input.viewer, input.bienId, 'buyer_file_required');
      if (!current.ok) return current;
      const stillAllowed = change.check(current.value);
      if (!stillAllowed.ok) return stillAllowed;
      const after = change.apply(current.value, prepared.value.value, now);
      await repos.buyerFiles.update(after);
      return ok({ before: current.value.file, after });
    });
  } catch (error) {
    await deleteStored(deps, prepared.value.storedKeys);
    throw error;
  }
  if (!written.ok) {
    await deleteStored(deps, prepared.value.storedKeys);
    return written;
  }
  const kept = new Set(storageKeysOf(written.value.after));
  await deleteStored(
    deps,
    storageKeysOf(written.value.before).filter((key) => !kept.has(key)),
  );
  const view = await loadBuyerFileView(deps.repos, written.value.after, now);
  return view ? ok(view) : fail('not_found');
}

/**
 * Where the file's private objects live: under private/, never at a guessable name. One folder per
 * part, not per file: a local store pays for every folder it creates.
 */
export const privateBuyerFileKey = (fileId: number, part: string, id: string, extension: string): string =>
  `private/${part}/${fileId}-${id}.${extension}`;

/**
 * Checks a buyer's upload by its first bytes and size (PDF, JPEG or PNG, 10 MB at most) and stores it privately.
 * Errors: invalid_input, field_required, buyer_upload_type, buyer_upload_too_large (on `file`).
 */
export async function storeBuyerUpload(
  deps: { storage: FileStorage; ids: IdGenerator },
  upload: {
    fileId: number;
    part: 'identity' | 'financing';
    file: unknown;
    fileName: unknown;
    fallbackName: string;
  },
  now: Instant,
): Promise<Result<Prepared<UploadedFile>>> {
  const { file } = upload;
  if (!isByteSource(file)) return fail('invalid_input', undefined, 'file');
  const type = checkBuyerUpload(file.size, await readHead(file, BUYER_UPLOAD_SIGNATURE_BYTES));
  if (!type.ok) return type;
  const fileName = buyerUploadFileName(upload.fileName, type.value, upload.fallbackName);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  const storageKey = privateBuyerFileKey(upload.fileId, upload.part, deps.ids.next(), extension);
  await deps.storage.put(storageKey, file, type.value);
  return ok({
    value: { storageKey, fileName, contentType: type.value, size: file.size, uploadedAt: now },
    storedKeys: [storageKey],
  });
}
