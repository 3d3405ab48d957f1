import { buyerRow, type BuyerRow } from '../../domain/buyer-file/buyer-file-view.js';
import type { BuyerFile, Review } from '../../domain/buyer-file/buyer-file.js';
import { decideReview } from '../../domain/buyer-file/reviews.js';
import { reviewDecisionEmail, type ReviewedPart } from '../../domain/notifications/buyer-file-emails.js';
import { sendAfterCommit, type NotificationDeps } from '../../domain/notifications/send-after-commit.js';
import type { Property } from '../../domain/property/property.js';
import { isSaleManagerRole, managesEverySale, managesSale } from '../../domain/property/sale-management.js';
import { auditName, recordAudit } from '../list-audit-log/record-audit.js';
import { isEntityId } from '../../domain/visit/visit-permissions.js';
import { isAnonymous, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories, UnitOfWork } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { saveAccount } from '../deliver-outbox/save-account.js';

export interface DecideBuyerFileReviewInput {
  viewer: Viewer;
  buyerFileId: unknown;
  part: ReviewedPart;
  /** 'approve' or 'refuse'. */
  decision: unknown;
  /** Required to refuse: the buyer reads it. */
  reason?: unknown;
}

const reviewOf = (file: BuyerFile, part: ReviewedPart): Review | null =>
  part === 'identity' ? file.identity.review : file.agrement.review;

const withReview = (file: BuyerFile, part: ReviewedPart, review: Review): BuyerFile =>
  part === 'identity'
    ? { ...file, identity: { ...file.identity, review } }
    : { ...file, agrement: { ...file.agrement, review } };

interface Decided {
  file: BuyerFile;
  buyer: User;
  property: Property;
  review: Review;
}

/**
 * POST /api/dossiers/{id}/piece-identite/decision and /agrement/decision: the sale's negotiator (or
 * an administrator) approves or refuses, with a reason, what the buyer submitted. Approving an
 * identity document approves the account's identity, once for every sale (User.identityVerifiedAt).
 * The buyer is e-mailed either way. Errors: unauthenticated, forbidden, not_found, invalid_input
 * (decision), review_not_pending, review_reason_required, field_too_long.
 */
export class DecideBuyerFileReview implements UseCase<DecideBuyerFileReviewInput, BuyerRow> {
  constructor(
    private readonly deps: NotificationDeps & { repos: Repositories; unitOfWork: UnitOfWork; clock: Clock },
  ) {}

  async execute(input: DecideBuyerFileReviewInput): Promise<Result<BuyerRow>> {
    const { viewer, buyerFileId, part } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    if (!isSaleManagerRole(viewer)) return fail('forbidden');
    if (!isEntityId(buyerFileId)) return fail('not_found');
    const now = this.deps.clock.now();

    const decided = await this.deps.unitOfWork.run(async (repos): Promise<Result<Decided>> => {
      const file = await repos.buyerFiles.findById(buyerFileId);
      const property = file && (await repos.properties.findById(file.propertyId));
      const buyer = file && (await repos.users.findById(file.userId));
      if (!file || !property || !buyer) return fail('not_found');
      if (!managesSale(viewer, property.negotiatorId)) return fail('forbidden');
      const review = decideReview(reviewOf(file, part), input.decision, input.reason, viewer.id, now);
      if (!review.ok) return review;
      const updated = withReview(file, part, review.value);
      await repos.buyerFiles.update(updated);
      let account = buyer;
      if (part === 'identity' && review.value.status === 'approved' && buyer.identityVerifiedAt === null) {
        account = { ...buyer, identityVerifiedAt: now };
        await saveAccount(repos, now, buyer, account);
      }
      // An administrator's decisions are the admin space's actions: the audit log keeps them.
      if (managesEverySale(viewer)) {
        const approved = review.value.status === 'approved';
        await recordAudit(
          repos,
          {
            actorId: viewer.id,
            at: now,
            targetType: 'buyer_file',
            targetId: file.id,
            target: auditName(buyer),
          },
          [
            {
              action:
                part === 'identity'
                  ? approved
                    ? 'identity_approved'
                    : 'identity_refused'
                  : approved
                    ? 'agrement_approved'
                    : 'agrement_refused',
              details: { reference: property.reference, reason: review.value.refusalReason },
            },
          ],
        );
      }
      return ok({ file: updated, buyer: account, property, review: review.value });
    });
    if (!decided.ok) return decided;

    const { file, buyer, property, review } = decided.value;
    await sendAfterCommit(
      this.deps,
      buyer.email,
      reviewDecisionEmail(buyer, part, review, property, this.deps.siteUrl),
    );
    const visits = await this.deps.repos.visits.listByProperty(property.id);
    return ok(buyerRow({ file, account: buyer, visits, now }, 'negotiator'));
  }
}
