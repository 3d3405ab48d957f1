import { canManageDocuments, isDocumentStaff } from '../../domain/document/document-access.js';
import type { PropertyDocument } from '../../domain/document/document.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { UnitOfWork } from '../../ports/repositories.port.js';
import type { FileStorage } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface DeleteDocumentInput {
  viewer: Viewer;
  documentId: unknown;
}

/** DELETE /v2/sell/documents/{documentId}: the sale's negotiator or an administrator removes a document. */
export class DeleteDocument implements UseCase<DeleteDocumentInput, { id: number }> {
  constructor(private readonly deps: { unitOfWork: UnitOfWork; storage: FileStorage }) {}

  async execute(input: DeleteDocumentInput): Promise<Result<{ id: number }>> {
    const { viewer, documentId } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isDocumentStaff(viewer)) return fail('forbidden');
    if (typeof documentId !== 'number' || !Number.isSafeInteger(documentId) || documentId <= 0) {
      return fail('invalid_input', undefined, 'documentId');
    }

    const removed = await this.deps.unitOfWork.run(async (repos): Promise<Result<PropertyDocument>> => {
      const doc = await repos.documents.findById(documentId);
      if (!doc) return fail('not_found', undefined, 'documentId');
      const property = await repos.properties.findById(doc.propertyId);
      if (!property || !canManageDocuments(viewer, property.negotiatorId)) return fail('forbidden');
      await repos.documents.delete(doc.id);
      return ok(doc);
    });
    if (!removed.ok) return removed;
    // After the commit: a failed file removal leaves an orphan file, never a record without its file.
    await this.deps.storage.delete(removed.value.storageKey);
    return ok({ id: removed.value.id });
  }
}
