import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import { canSubmitForReview, pendingReview } from '../../domain/buyer-file/reviews.js';
import type { Viewer } from '../../domain/user/user.js';
import type { IdGenerator } from '../../ports/services.port.js';
import { fail, type Result, type UseCase } from '../../shared/result.js';
import {
  changeOwnBuyerFile,
  storeBuyerUpload,
  type OwnFileChangeDeps,
} from '../get-buyer-file/change-own-buyer-file.js';

export interface UploadIdentityDocumentInput {
  viewer: Viewer;
  bienId: unknown;
  /** The upload, a ByteSource. */
  file: unknown;
  /** The name the buyer's file had (kept, cleaned, for the download). */
  fileName: unknown;
}

/**
 * POST /api/bien/{bien}/dossier/piece-identite: the buyer gives an identity document on this file,
 * stored privately and waiting for the negotiator's review. A refused one is replaced (the old
 * object deleted); none is needed once the account's identity is approved, on any file.
 * Errors: unauthenticated, not_found, buyer_file_required, review_already_pending,
 * review_already_approved, buyer_upload_type, buyer_upload_too_large, field_required.
 */
export class UploadIdentityDocument implements UseCase<UploadIdentityDocumentInput, BuyerFileView> {
  constructor(private readonly deps: OwnFileChangeDeps & { ids: IdGenerator }) {}

  execute(input: UploadIdentityDocumentInput): Promise<Result<BuyerFileView>> {
    return changeOwnBuyerFile(this.deps, input, {
      check: ({ file, account }) =>
        account.identityVerifiedAt !== null
          ? fail('review_already_approved')
          : canSubmitForReview(file.identity.review),
      prepare: ({ file }, now) =>
        storeBuyerUpload(
          this.deps,
          {
            fileId: file.id,
            part: 'identity',
            file: input.file,
            fileName: input.fileName,
            fallbackName: 'piece-identite',
          },
          now,
        ),
      apply: ({ file }, document, now) => ({
        ...file,
        identity: { document, documentDeletedAt: null, review: pendingReview(now) },
      }),
    });
  }
}
