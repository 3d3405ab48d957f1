import type { Repositories } from '../../ports/repositories.port.js';
import type { FileStorage } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { DownloadedDocument } from '../download-document/download-document.js';

export interface DownloadFreeDocumentInput {
  documentId: unknown;
}

/**
 * GET /download/media/{id}: a free document (acces true), to anyone, cacheable. A restricted
 * document is not found here, whoever asks: this public address never reveals it exists
 * (restricted documents go through /download/private/{id}).
 */
export class DownloadFreeDocument implements UseCase<DownloadFreeDocumentInput, DownloadedDocument> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'documents'>; storage: FileStorage }) {}

  async execute(input: DownloadFreeDocumentInput): Promise<Result<DownloadedDocument>> {
    const { documentId } = input;
    if (typeof documentId !== 'number' || !Number.isSafeInteger(documentId) || documentId <= 0) {
      return fail('invalid_input', undefined, 'documentId');
    }
    const doc = await this.deps.repos.documents.findById(documentId);
    if (!doc || !doc.free) return fail('not_found', undefined, 'documentId');
    const stored = await this.deps.storage.get(doc.storageKey);
    if (!stored) return fail('not_found', undefined, 'documentId');
    return ok({ file: stored, contentType: doc.mimeType, fileName: doc.name });
  }
}
