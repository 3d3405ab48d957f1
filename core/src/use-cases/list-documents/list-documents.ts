import { isInFinalPhase } from '../../domain/auction/final-phase.js';
import {
  isDocumentStaff,
  showDocumentsButton,
  visibleDocuments,
} from '../../domain/document/document-access.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { documentView, type DocumentView } from './document-view.js';

export interface ListDocumentsInput {
  viewer: Viewer;
  bienId: unknown;
}

export interface DocumentListing {
  /** The documents this viewer may see, in upload order. */
  documents: DocumentView[];
  /** Whether the property page shows its Documents button to this viewer (§6). */
  showDocumentsButton: boolean;
}

/**
 * GET /api/bien/{bien}/documents: the documents of a property as this viewer may see them (§6).
 * Free ones always; restricted ones for the property's registered buyers, for negotiators and
 * administrators, and for anyone else only while the sale is not within its last 36 hours.
 */
export class ListDocuments implements UseCase<ListDocumentsInput, DocumentListing> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'properties' | 'auctions' | 'buyerFiles' | 'documents'>;
      clock: Clock;
    },
  ) {}

  async execute(input: ListDocumentsInput): Promise<Result<DocumentListing>> {
    const { viewer, bienId } = input;
    if (typeof bienId !== 'number' || !Number.isSafeInteger(bienId) || bienId <= 0) {
      return fail('invalid_input', undefined, 'bienId');
    }
    const { repos } = this.deps;
    const property = await repos.properties.findById(bienId);
    if (!property) return fail('not_found', undefined, 'bienId');

    const [docs, auction, buyerFile] = await Promise.all([
      repos.documents.listByProperty(bienId),
      repos.auctions.findByPropertyId(bienId),
      isAnonymous(viewer) ? Promise.resolve(null) : repos.buyerFiles.find(bienId, viewer.id),
    ]);
    const isStaff = isDocumentStaff(viewer);
    const context = {
      isRegisteredBuyer: buyerFile !== null,
      inFinalPhase: auction !== null && isInFinalPhase(auction, this.deps.clock.now()),
      isStaff,
    };
    const ordered = [...docs].sort((a, b) => a.uploadedAt - b.uploadedAt || a.id - b.id);
    return ok({
      documents: visibleDocuments(ordered, context).map(documentView),
      showDocumentsButton: showDocumentsButton(docs, {
        // Staff see every document, as a registered buyer does.
        isRegisteredBuyer: context.isRegisteredBuyer || isStaff,
        inFinalPhase: context.inFinalPhase,
      }),
    });
  }
}
