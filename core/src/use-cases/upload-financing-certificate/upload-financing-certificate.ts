import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import type { Viewer } from '../../domain/user/user.js';
import type { IdGenerator } from '../../ports/services.port.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import {
  changeOwnBuyerFile,
  storeBuyerUpload,
  type OwnFileChangeDeps,
} from '../get-buyer-file/change-own-buyer-file.js';

export interface UploadFinancingCertificateInput {
  viewer: Viewer;
  bienId: unknown;
  /** The upload, a ByteSource. */
  file: unknown;
  fileName: unknown;
}

/**
 * POST /api/bien/{bien}/dossier/financement/attestation: the financing plan becomes an uploaded
 * certificate (attestation de financement), replacing any plan declared before (an older
 * certificate is deleted). Advised, never reviewed. Errors: unauthenticated, not_found,
 * buyer_file_required, buyer_upload_type, buyer_upload_too_large, field_required.
 */
export class UploadFinancingCertificate implements UseCase<UploadFinancingCertificateInput, BuyerFileView> {
  constructor(private readonly deps: OwnFileChangeDeps & { ids: IdGenerator }) {}

  execute(input: UploadFinancingCertificateInput): Promise<Result<BuyerFileView>> {
    return changeOwnBuyerFile(this.deps, input, {
      check: () => ok(undefined),
      prepare: ({ file }, now) =>
        storeBuyerUpload(
          this.deps,
          {
            fileId: file.id,
            part: 'financing',
            file: input.file,
            fileName: input.fileName,
            fallbackName: 'attestation-financement',
          },
          now,
        ),
      apply: ({ file }, certificate, now) => ({
        ...file,
        financing: { kind: 'certificate', certificate, declaredAt: now },
      }),
    });
  }
}
