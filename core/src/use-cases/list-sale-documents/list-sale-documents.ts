import { canManageDocuments, isDocumentStaff } from '../../domain/document/document-access.js';
import type { DocumentKind, PropertyDocument } from '../../domain/document/document.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { documentView, type DocumentView } from '../list-documents/document-view.js';

export interface ListSaleDocumentsInput {
  viewer: Viewer;
  bienId: unknown;
}

/** A document as its manager sees it: the page's view, plus its type and size. */
export interface ManagedDocumentView extends DocumentView {
  kind: DocumentKind;
  taille: number;
}

export const managedDocumentView = (doc: PropertyDocument): ManagedDocumentView => ({
  ...documentView(doc),
  kind: doc.kind,
  taille: doc.size,
});

export interface SaleDocuments {
  reference: string;
  title: string;
  documents: ManagedDocumentView[];
}

/** GET /v2/sell/documents/{bienId}: every document of a sale, for its negotiator or an administrator. */
export class ListSaleDocuments implements UseCase<ListSaleDocumentsInput, SaleDocuments> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'properties' | 'documents'> }) {}

  async execute(input: ListSaleDocumentsInput): Promise<Result<SaleDocuments>> {
    const { viewer, bienId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isDocumentStaff(viewer)) return fail('forbidden');
    if (typeof bienId !== 'number' || !Number.isSafeInteger(bienId) || bienId <= 0) {
      return fail('invalid_input', undefined, 'bienId');
    }
    const property = await this.deps.repos.properties.findById(bienId);
    if (!property) return fail('not_found', undefined, 'bienId');
    if (!canManageDocuments(viewer, property.negotiatorId)) return fail('forbidden');
    const docs = await this.deps.repos.documents.listByProperty(bienId);
    return ok({
      reference: property.reference,
      title: property.title,
      documents: docs.map(managedDocumentView),
    });
  }
}
