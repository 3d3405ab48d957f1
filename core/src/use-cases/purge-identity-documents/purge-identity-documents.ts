import { saleEndOf, saleWindowOf } from '../../domain/buyer-file/buyer-file-view.js';
import { identityDocumentDeletableAt } from '../../domain/buyer-file/registration.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock, ErrorReporter, FileStorage } from '../../ports/services.port.js';
import { deleteStored } from '../get-buyer-file/change-own-buyer-file.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

export interface PurgeIdentityDocumentsOutput {
  /** The files whose identity document was deleted by this run. */
  purgedFileIds: number[];
}

/**
 * The retention job (spec §1, §9: kept until the end of the sale plus one month): deletes each
 * identity document once identityDocumentDeletableAt(end of its sale) has passed and records when
 * (identity.documentDeletedAt). The review and the account's approval stay: the buyer need not give
 * it again. The stored object goes after the file no longer names it; a failed deletion is reported
 * and leaves an orphan object, never a file naming a missing one.
 */
export class PurgeIdentityDocuments implements UseCase<void, PurgeIdentityDocumentsOutput> {
  constructor(
    private readonly deps: {
      repos: Pick<Repositories, 'buyerFiles' | 'properties' | 'auctions'>;
      unitOfWork: UnitOfWork;
      clock: Clock;
      storage: FileStorage;
      errors: ErrorReporter;
    },
  ) {}

  async execute(): Promise<Result<PurgeIdentityDocumentsOutput>> {
    const now = this.deps.clock.now();
    const purgedFileIds: number[] = [];
    for (const candidate of await this.deps.repos.buyerFiles.listHoldingIdentityDocument()) {
      const deletedKey = await this.deps.unitOfWork.run(async (repos) => {
        const file = await repos.buyerFiles.findById(candidate.id);
        const document = file?.identity.document;
        const property = file && (await repos.properties.findById(file.propertyId));
        if (!file || !document || !property) return null;
        const window = saleWindowOf(property, await repos.auctions.findByPropertyId(property.id));
        if (now < identityDocumentDeletableAt(saleEndOf(window))) return null;
        await repos.buyerFiles.update({
          ...file,
          identity: { ...file.identity, document: null, documentDeletedAt: now },
        });
        return document.storageKey;
      });
      if (deletedKey === null) continue;
      purgedFileIds.push(candidate.id);
      await deleteStored(this.deps, [deletedKey]);
    }
    return ok({ purgedFileIds });
  }
}
