import { canManageDocuments, isDocumentStaff } from '../../domain/document/document-access.js';
import { documentName, isDocumentKind } from '../../domain/document/document-fields.js';
import type { PropertyDocument } from '../../domain/document/document.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface UpdateDocumentInput {
  viewer: Viewer;
  documentId: unknown;
  /** Each one optional: only what is given changes. */
  name?: unknown;
  kind?: unknown;
  free?: unknown;
}

/**
 * PUT /v2/sell/documents/{documentId}: the sale's negotiator (or an administrator) renames a
 * document, changes its type or its access. The property page and the downloads read the document
 * at each request, so the new access applies at once (§6).
 */
export class UpdateDocument implements UseCase<UpdateDocumentInput, PropertyDocument> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork }) {}

  async execute(input: UpdateDocumentInput): Promise<Result<PropertyDocument>> {
    const { viewer, documentId, name, kind, free } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isDocumentStaff(viewer)) return fail('forbidden');
    if (typeof documentId !== 'number' || !Number.isSafeInteger(documentId) || documentId <= 0) {
      return fail('invalid_input', undefined, 'documentId');
    }
    const checkedName = name === undefined ? null : documentName(name);
    if (checkedName && !checkedName.ok) return checkedName;
    if (kind !== undefined && !isDocumentKind(kind)) return fail('invalid_input', undefined, 'kind');
    if (free !== undefined && typeof free !== 'boolean') return fail('invalid_input', undefined, 'free');

    return this.deps.unitOfWork.run(async (repos): Promise<Result<PropertyDocument>> => {
      const doc = await repos.documents.findById(documentId);
      if (!doc) return fail('not_found', undefined, 'documentId');
      const property = await repos.properties.findById(doc.propertyId);
      if (!property || !canManageDocuments(viewer, property.negotiatorId)) return fail('forbidden');
      const changed: PropertyDocument = {
        ...doc,
        name: checkedName ? checkedName.value : doc.name,
        kind: isDocumentKind(kind) ? kind : doc.kind,
        free: typeof free === 'boolean' ? free : doc.free,
      };
      await repos.documents.update(changed);
      return ok(changed);
    });
  }
}
