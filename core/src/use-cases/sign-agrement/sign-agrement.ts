import { AGREMENT_CONDITIONS, type AgrementCopy } from '../../domain/buyer-file/agrement.js';
import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import {
  canSubmitForReview,
  checkAgrementSignature,
  pendingReview,
} from '../../domain/buyer-file/reviews.js';
import { translate } from '../../messages/translate.js';
import type { AgrementCopyRenderer, IdGenerator } from '../../ports/services.port.js';
import type { Viewer } from '../../domain/user/user.js';
import { bytesSource } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import {
  changeOwnBuyerFile,
  privateBuyerFileKey,
  type OwnFileChangeDeps,
} from '../get-buyer-file/change-own-buyer-file.js';
import type { OwnBuyerFile } from '../get-buyer-file/own-buyer-file.js';

export interface SignAgrementInput {
  viewer: Viewer;
  bienId: unknown;
  /** The full name typed, as on the account. */
  fullName: unknown;
  /** The box 'I have read and accept the conditions', ticked. */
  accepted: unknown;
  /** The client's network address, kept with the signature. */
  clientAddress: string;
}

/** The longest network address kept (an IPv6 address with a zone takes less). */
const CLIENT_ADDRESS_MAX_LENGTH = 64;

/**
 * POST /api/bien/{bien}/dossier/agrement: the buyer signs the agrément request of this property
 * (spec §1) — conditions accepted, full name typed — which keeps the time and the client's address,
 * makes the PDF copy (AgrementCopyRenderer, stored privately) and waits for the negotiator's review.
 * Signed again after a refusal; not while one waits or once approved.
 * Errors: unauthenticated, not_found, buyer_file_required, agrement_conditions_required,
 * agrement_name_mismatch, field_required, review_already_pending, review_already_approved.
 */
export class SignAgrement implements UseCase<SignAgrementInput, BuyerFileView> {
  constructor(
    private readonly deps: OwnFileChangeDeps & { ids: IdGenerator; agrementCopies: AgrementCopyRenderer },
  ) {}

  execute(input: SignAgrementInput): Promise<Result<BuyerFileView>> {
    const signedFrom = input.clientAddress.slice(0, CLIENT_ADDRESS_MAX_LENGTH);
    const signedName = (own: OwnBuyerFile) => checkAgrementSignature(input, own.account);
    return changeOwnBuyerFile(this.deps, input, {
      check: (own) => {
        const open = canSubmitForReview(own.file.agrement.review);
        return open.ok ? signedName(own) : open;
      },
      prepare: async (own, now) => {
        const name = signedName(own);
        if (!name.ok) return name;
        const copy = await this.copyOf(own, name.value, now, signedFrom);
        if (!copy.ok) return copy;
        const bytes = await this.deps.agrementCopies.render(copy.value);
        const key = privateBuyerFileKey(own.file.id, 'agrement', this.deps.ids.next(), 'pdf');
        await this.deps.storage.put(key, bytesSource(bytes), 'application/pdf');
        return ok({ value: { signedName: name.value, copyKey: key }, storedKeys: [key] });
      },
      apply: ({ file }, signed, now) => ({
        ...file,
        agrement: {
          signature: { signedAt: now, signedName: signed.signedName, signedFrom, copyKey: signed.copyKey },
          review: pendingReview(now),
        },
      }),
    });
  }

  private async copyOf(
    { file, account }: OwnBuyerFile,
    signedName: string,
    signedAt: number,
    signedFrom: string,
  ): Promise<Result<AgrementCopy>> {
    const property = await this.deps.repos.properties.findById(file.propertyId);
    if (!property) return fail('not_found', undefined, 'bienId');
    const { locale } = account;
    return ok({
      locale,
      buyerFileId: file.id,
      property: {
        id: property.id,
        reference: property.reference,
        title: property.title,
        postcode: property.address.postcode,
        city: property.address.city,
      },
      buyer: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        phone: account.phone,
        address: account.address,
        postcode: account.postcode,
        city: account.city,
        country: account.country,
      },
      conditions: AGREMENT_CONDITIONS.map((code) => translate(code, locale)),
      signedName,
      signedAt,
      signedFrom,
    });
  }
}
