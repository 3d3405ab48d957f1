import type { Auction } from '../../domain/auction/auction.js';
import { minimumBid } from '../../domain/auction/bid-amount.js';
import { bidControlsState, mustRegister, type BidControlsState } from '../../domain/auction/bid-controls.js';
import type { AuctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { bidderBlocks, type BidderBlock } from '../../domain/buyer-file/bidder-eligibility.js';
import { buyerFileChecklist, type ChecklistStep } from '../../domain/buyer-file/buyer-file-checklist.js';
import { saleOutcome, type SaleOutcome } from '../../domain/auction/outcome.js';
import { editableInlineFields } from '../../domain/inline-edit/inline-edit-locks.js';
import { isPubliclyVisible } from '../../domain/property/publication.js';
import { isSaleManagerRole, managesSale } from '../../domain/property/sale-management.js';
import { isVendorOf } from '../../domain/property/vendor.js';
import { bookedVisitOf } from '../../domain/visit/visit-slot.js';
import {
  isDocumentStaff,
  showDocumentsButton,
  visibleDocuments,
} from '../../domain/document/document-access.js';
import type { DocumentKind } from '../../domain/document/document.js';
import { IMAGE_WIDTH_FULL, IMAGE_WIDTH_THUMBNAIL } from '../../domain/photo/photo-constants.js';
import { photoUrl } from '../../domain/photo/photo-url.js';
import { userContext, type UserContext } from '../../domain/user/user-context.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import type { Euros } from '../../shared/money.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import {
  pageWindowPhase,
  readPageSale,
  readPageStanding,
  type PageSale,
  type PageStanding,
} from './page-parts.js';
import { publicPropertyOf, type PublicProperty } from './public-property.js';

export interface GetPropertyPageInput {
  viewer: Viewer;
  propertyId: unknown;
  /** The sale's part as read at its current version (a cache's copy); read here when absent. */
  sale?: PageSale;
  /** The auction's part, never older than its latest commit; read here when absent. */
  standing?: PageStanding;
}

/** A photo of the gallery, by priority (position 0 is the main image), at both widths of spec §9. */
export interface PagePhoto {
  id: number;
  legend: string;
  position: number;
  /** Width 1920: the full-screen gallery. */
  url: string;
  /** Width 1024: the thumbnails and the carousel. */
  thumbnailUrl: string;
}

/** A document of the table, without where it is stored. */
export interface PageDocument {
  id: number;
  name: string;
  mimeType: 'application/pdf';
  kind: DocumentKind;
  /** acces: free for anyone (green dot) or restricted to registered buyers (red dot). */
  free: boolean;
  uploadedAt: Instant;
}

export interface PageAuction {
  auction: Auction;
  phase: AuctionPhase;
  /** bienIn36h. */
  inFinalPhase: boolean;
  minimumBid: Euros;
}

/** Everything the property page shows, for one viewer (spec §2.2, §3.2, §5.3, §6). */
export interface PropertyPage {
  /** Server time: the only clock the page trusts. */
  now: Instant;
  property: PublicProperty;
  photos: PagePhoto[];
  /** Null for a property without an auction. */
  auction: PageAuction | null;
  phase: AuctionPhase;
  inFinalPhase: boolean;
  /** The documents this viewer may see listed (visibleDocuments), in upload order. */
  documents: PageDocument[];
  showDocumentsButton: boolean;
  /** The user ids of the property's acheteurs (registered buyers). */
  buyerIds: number[];
  /** bienInscrit: the viewer is one of them. */
  registered: boolean;
  /** The negotiator recorded the viewer's visit. */
  visitDone: boolean;
  /** What the viewer still lacks to bid here (bidder-eligibility.ts); empty for an anonymous visitor. */
  bidderBlocks: BidderBlock[];
  /** The viewer's buyer file as a checklist; null for anonymous visitors and sale managers. */
  checklist: ChecklistStep[] | null;
  /** The 'Ce bien m'intéresse' button shows. */
  mustRegister: boolean;
  bidControls: BidControlsState;
  isFavourite: boolean;
  user: UserContext;
  /** Where the sale stands (sold at a price, awaiting the seller, unsold…); null without an auction. */
  outcome: SaleOutcome | null;
  /** The viewer is one of the property's sellers: no interest button, no bidding, a link to the seller space. */
  isSeller: boolean;
  /** The viewer manages this sale (its negotiator or an administrator). */
  managesSale: boolean;
  /** The property's fields the viewer may edit in place now (editableInlineFields): empty for anyone else. */
  editableFields: string[];
  /** Published (a draft is shown to those who manage it only). */
  published: boolean;
  /** Who sells it for the seller: the sale's negotiator, to contact (null if the account is gone). */
  negotiator: { firstName: string; lastName: string; phone: string; email: string } | null;
}

/**
 * GET /api/bien/{bien}/page: the property page in one call — the public fields, the gallery, the
 * auction, the documents this viewer may see, the buyers and the viewer's own state. Public: an
 * anonymous visitor gets the page with currentUser 0. Errors: invalid_input, not_found.
 */
export class GetPropertyPage implements UseCase<GetPropertyPageInput, PropertyPage> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: GetPropertyPageInput): Promise<Result<PropertyPage>> {
    const propertyId = parseRecordId(input.propertyId, 'propertyId');
    if (!propertyId.ok) return propertyId;
    const { viewer } = input;
    const { repos } = this.deps;

    const sale = input.sale ?? (await readPageSale(repos, propertyId.value));
    if (!sale || sale.property.id !== propertyId.value) return fail('not_found', undefined, 'propertyId');
    const { property, photos, documents } = sale;
    const anonymous = isAnonymous(viewer);
    const now = this.deps.clock.now();
    const account = anonymous ? null : await repos.users.findById(viewer.id);
    const manager = managesSale(viewer, property.negotiatorId);
    const isSeller = account !== null && isVendorOf(account.email, property);
    // A draft does not exist for the public: only its managers and sellers see it.
    if (!isPubliclyVisible(property, now) && !manager && !isSeller) {
      return fail('not_found', undefined, 'propertyId');
    }
    const [standing, file, isFavourite, visits] = await Promise.all([
      input.standing ?? readPageStanding(repos, property.id),
      anonymous ? Promise.resolve(null) : repos.buyerFiles.find(property.id, viewer.id),
      anonymous ? Promise.resolve(false) : repos.favourites.has(viewer.id, property.id),
      anonymous || isSaleManagerRole(viewer) ? Promise.resolve([]) : repos.visits.listByProperty(property.id),
    ]);
    const { auction, highest } = standing;

    const { phase, inFinalPhase } = pageWindowPhase(sale, auction, now);
    const registered = file !== null;
    const bidder = account ? { account, file } : null;
    const blocks = bidder ? bidderBlocks(bidder) : [];
    const booked = account ? bookedVisitOf(visits, account.id, now) : null;
    const listing = { isRegisteredBuyer: registered, inFinalPhase, isStaff: isDocumentStaff(viewer) };

    return ok({
      now,
      property: publicPropertyOf(property),
      photos: [...photos]
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((photo) => ({
          id: photo.id,
          legend: photo.legend,
          position: photo.position,
          url: photoUrl(photo.id, IMAGE_WIDTH_FULL),
          thumbnailUrl: photoUrl(photo.id, IMAGE_WIDTH_THUMBNAIL),
        })),
      auction: auction && {
        auction,
        phase,
        inFinalPhase,
        minimumBid: minimumBid(auction),
      },
      phase,
      inFinalPhase,
      documents: visibleDocuments(documents, listing).map((doc) => ({
        id: doc.id,
        name: doc.name,
        mimeType: doc.mimeType,
        kind: doc.kind,
        free: doc.free,
        uploadedAt: doc.uploadedAt,
      })),
      showDocumentsButton: showDocumentsButton(documents, listing),
      buyerIds: [...sale.buyerIds],
      registered,
      visitDone: file?.visitDoneAt != null,
      bidderBlocks: isSeller ? [] : blocks,
      checklist:
        bidder && !isSaleManagerRole(viewer) && !isSeller
          ? buyerFileChecklist({ ...bidder, bookedVisitStartsAt: booked?.startsAt ?? null })
          : null,
      mustRegister: !isSeller && mustRegister(viewer, registered),
      bidControls: bidControlsState({
        blocks: anonymous ? ['not_registered'] : isSeller ? ['not_a_buyer'] : blocks,
        phase,
        midTransaction: false,
      }),
      isFavourite,
      user: bidder ? userContext(viewer, bidder) : userContext(viewer),
      outcome: auction ? saleOutcome(auction, highest, now) : null,
      isSeller,
      managesSale: manager,
      editableFields: editableInlineFields(viewer, property, auction, now),
      published: property.publishedAt !== null,
      negotiator: sale.negotiator && { ...sale.negotiator },
    });
  }
}
