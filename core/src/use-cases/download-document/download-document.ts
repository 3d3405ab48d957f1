import { documentAccess } from '../../domain/document/document-access.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { FileStorage } from '../../ports/services.port.js';
import type { ByteSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface DownloadDocumentInput {
  viewer: Viewer;
  documentId: unknown;
}

export interface DownloadedDocument {
  /** The stored file, to be streamed to the viewer. */
  file: ByteSource;
  contentType: string;
  fileName: string;
}

/**
 * GET /download/private/{id} (§6). A restricted document refused to an anonymous visitor answers
 * `unauthenticated` with params { bienId }: the page then sends them, after
 * DOWNLOAD_REDIRECT_DELAY_MS, to documentLoginUrl(bienId).
 */
export class DownloadDocument implements UseCase<DownloadDocumentInput, DownloadedDocument> {
  constructor(
    private readonly deps: { repos: Pick<Repositories, 'documents' | 'buyerFiles'>; storage: FileStorage },
  ) {}

  async execute(input: DownloadDocumentInput): Promise<Result<DownloadedDocument>> {
    const { viewer, documentId } = input;
    if (typeof documentId !== 'number' || !Number.isSafeInteger(documentId) || documentId <= 0) {
      return fail('invalid_input', undefined, 'documentId');
    }
    const doc = await this.deps.repos.documents.findById(documentId);
    if (!doc) return fail('not_found', undefined, 'documentId');

    const isRegisteredBuyer =
      !doc.free &&
      !isAnonymous(viewer) &&
      (await this.deps.repos.buyerFiles.find(doc.propertyId, viewer.id)) !== null;
    switch (documentAccess(doc, viewer, isRegisteredBuyer)) {
      case 'login_required':
        return fail('unauthenticated', { bienId: doc.propertyId });
      case 'registration_required':
        return fail('documents_registration_required', { bienId: doc.propertyId });
      case 'forbidden':
        return fail('forbidden');
      case 'allowed':
        break;
    }

    const stored = await this.deps.storage.get(doc.storageKey);
    if (!stored) return fail('not_found', undefined, 'documentId');
    return ok({ file: stored, contentType: doc.mimeType, fileName: doc.name });
  }
}
