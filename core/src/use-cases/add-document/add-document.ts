import { DOCUMENT_MAX_BYTES } from '../../domain/document/document-constants.js';
import { documentName, isDocumentKind } from '../../domain/document/document-fields.js';
import { canManageDocuments, isDocumentStaff } from '../../domain/document/document-access.js';
import type { PropertyDocument } from '../../domain/document/document.js';
import { isPdf, PDF_SIGNATURE_BYTES } from '../../domain/document/pdf.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, FileStorage, IdGenerator } from '../../ports/services.port.js';
import { isByteSource, readHead } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface AddDocumentInput {
  viewer: Viewer;
  bienId: unknown;
  /** The PDF, a ByteSource: read twice, its first bytes to check it, then all of it to store it. */
  file: unknown;
  name: unknown;
  kind: unknown;
  /** True: anyone may download (acces); false: registered buyers only. */
  free: unknown;
}

const PDF_CONTENT_TYPE = 'application/pdf';

/** A negotiator attaches a PDF to the sale, free or restricted (§3.2, §5.6). */
export class AddDocument implements UseCase<AddDocumentInput, PropertyDocument> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'properties' | 'documents'>;
      storage: FileStorage;
      ids: IdGenerator;
      clock: Clock;
    },
  ) {}

  async execute(input: AddDocumentInput): Promise<Result<PropertyDocument>> {
    const { viewer, bienId, file, name, kind, free } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isDocumentStaff(viewer)) return fail('forbidden');
    if (typeof bienId !== 'number' || !Number.isSafeInteger(bienId) || bienId <= 0) {
      return fail('invalid_input', undefined, 'bienId');
    }
    const checkedName = documentName(name);
    if (!checkedName.ok) return checkedName;
    if (!isDocumentKind(kind)) return fail('invalid_input', undefined, 'kind');
    if (typeof free !== 'boolean') return fail('invalid_input', undefined, 'free');
    if (!isByteSource(file)) return fail('invalid_input', undefined, 'file');
    if (file.size > DOCUMENT_MAX_BYTES) return fail('payload_too_large', { max: DOCUMENT_MAX_BYTES }, 'file');
    if (!isPdf(await readHead(file, PDF_SIGNATURE_BYTES)))
      return fail('documents_pdf_only', undefined, 'file');

    const property = await this.deps.repos.properties.findById(bienId);
    if (!property) return fail('not_found', undefined, 'bienId');
    if (!canManageDocuments(viewer, property.negotiatorId)) return fail('forbidden');

    const storageKey = `documents/${bienId}/${this.deps.ids.next()}.pdf`;
    await this.deps.storage.put(storageKey, file, PDF_CONTENT_TYPE);
    try {
      const added = await this.deps.repos.documents.add({
        propertyId: bienId,
        name: checkedName.value,
        mimeType: PDF_CONTENT_TYPE,
        kind,
        free,
        storageKey,
        size: file.size,
        uploadedAt: this.deps.clock.now(),
      });
      return ok(added);
    } catch (error) {
      // No record points at the file: do not leave it behind.
      await this.deps.storage.delete(storageKey);
      throw error;
    }
  }
}
