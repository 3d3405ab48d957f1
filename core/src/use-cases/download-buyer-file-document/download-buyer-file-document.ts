import { mayReadBuyerFile } from '../../domain/buyer-file/buyer-file-access.js';
import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import { isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import { translate } from '../../messages/translate.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { FileStorage } from '../../ports/services.port.js';
import type { ByteSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

/** The private documents of a file. */
export const BUYER_FILE_DOCUMENTS = ['identity', 'agrement', 'certificate'] as const;
export type BuyerFileDocument = (typeof BUYER_FILE_DOCUMENTS)[number];

export interface DownloadBuyerFileDocumentInput {
  viewer: Viewer;
  buyerFileId: unknown;
  document: BuyerFileDocument;
}

export interface DownloadedBuyerFileDocument {
  /** The stored file, to be streamed to the viewer. */
  file: ByteSource;
  contentType: string;
  fileName: string;
}

interface StoredDocument {
  storageKey: string;
  contentType: string;
  fileName: string;
}

/** Where the document is stored and the name it downloads under; null when the file has none. */
function storedDocument(
  file: BuyerFile,
  document: BuyerFileDocument,
  locale: 'fr' | 'en',
): StoredDocument | null {
  switch (document) {
    case 'identity':
      return file.identity.document;
    case 'certificate':
      return file.financing?.kind === 'certificate' ? file.financing.certificate : null;
    case 'agrement': {
      const key = file.agrement.signature?.copyKey;
      return key
        ? {
            storageKey: key,
            contentType: 'application/pdf',
            fileName: translate('agrement_copy_file_name', locale, { id: file.id }),
          }
        : null;
    }
  }
}

/**
 * GET /api/dossiers/{id}/piece-identite, /agrement.pdf, /financement/attestation: a private document
 * of a buyer file, for the file's buyer and the sale's manager only (mayReadBuyerFile). Errors:
 * unauthenticated, forbidden, not_found (no file, or no such document), identity_document_deleted
 * (the retention job deleted it one month after the sale).
 */
export class DownloadBuyerFileDocument implements UseCase<
  DownloadBuyerFileDocumentInput,
  DownloadedBuyerFileDocument
> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'buyerFiles' | 'properties' | 'users'>;
      storage: FileStorage;
    },
  ) {}

  async execute(input: DownloadBuyerFileDocumentInput): Promise<Result<DownloadedBuyerFileDocument>> {
    const { viewer, buyerFileId, document } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isEntityId(buyerFileId)) return fail('not_found');
    const file = await this.deps.repos.buyerFiles.findById(buyerFileId);
    if (!file) return fail('not_found');
    const property = await this.deps.repos.properties.findById(file.propertyId);
    if (!property) return fail('not_found');
    if (!mayReadBuyerFile(viewer, file, property)) return fail('forbidden');

    const buyer = await this.deps.repos.users.findById(file.userId);
    const stored = storedDocument(file, document, buyer?.locale ?? 'fr');
    if (!stored) {
      const deleted = document === 'identity' && file.identity.documentDeletedAt !== null;
      return fail(deleted ? 'identity_document_deleted' : 'not_found');
    }
    const found = await this.deps.storage.get(stored.storageKey);
    if (!found) return fail('not_found');
    return ok({ file: found, contentType: stored.contentType, fileName: stored.fileName });
  }
}
