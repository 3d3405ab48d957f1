import type { Bid } from '../../domain/auction/auction.js';
import { verifyBidChain, type ChainVerdict } from '../../domain/auction/bid-chain.js';
import { outcomeOffer, saleOutcome } from '../../domain/auction/outcome.js';
import { auctionPhase } from '../../domain/auction/phase.js';
import { parseRecordId } from '../../domain/auction/record-id.js';
import { extensionsOf, maySeeSaleRecord, type SaleRecord } from '../../domain/auction/sale-record.js';
import type { Property } from '../../domain/property/property.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Locale } from '../../messages/translate.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, SaleRecordRenderer } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export interface SaleRecordInput {
  viewer: Viewer;
  propertyId: unknown;
}

/** The property and its auction, once the viewer is known to be one who may see the record. */
async function authorize(repos: Repositories, input: SaleRecordInput) {
  const propertyId = parseRecordId(input.propertyId, 'propertyId');
  if (!propertyId.ok) return propertyId;
  if (isAnonymous(input.viewer)) return fail('unauthenticated');
  const user = await repos.users.findById(input.viewer.id);
  if (!user) return fail('unauthenticated');
  const property = await repos.properties.findById(propertyId.value);
  if (!property) return fail('not_found', undefined, 'propertyId');
  if (!maySeeSaleRecord(user, property)) return fail('forbidden');
  const auction = await repos.auctions.findByPropertyId(property.id);
  if (!auction) return fail('not_found', undefined, 'propertyId');
  return ok({ property, auction });
}

export interface BidChainReport {
  propertyId: number;
  auctionId: number;
  verdict: ChainVerdict;
}

/**
 * GET /api/vente/{bienId}/chaine-encheres: recomputes the auction's bid chain (bid-chain.ts) and
 * names the first altered bid. For the sale's negotiator, its sellers and administrators; any
 * phase. Errors: invalid_input, unauthenticated, forbidden, not_found.
 */
export class VerifyBidChain implements UseCase<SaleRecordInput, BidChainReport> {
  constructor(private readonly deps: { repos: Repositories }) {}

  async execute(input: SaleRecordInput): Promise<Result<BidChainReport>> {
    const allowed = await authorize(this.deps.repos, input);
    if (!allowed.ok) return allowed;
    const { property, auction } = allowed.value;
    const bids = await this.deps.repos.bids.listByAuction(auction.id);
    return ok({ propertyId: property.id, auctionId: auction.id, verdict: verifyBidChain(bids) });
  }
}

export interface SaleRecordFile {
  bytes: Uint8Array;
  fileName: string;
}

const addressOf = (property: Property): string => property.address.street;

/**
 * GET /api/vente/{bienId}/proces-verbal.pdf: the record of an ended sale for the notary — the sale,
 * every bid with its time to the microsecond, its bidder, automatic or manual, the extensions, the
 * outcome, the seller's decisions, and the chain's verdict and final hash. For the sale's
 * negotiator, its sellers and administrators (403 for anyone else). Errors: sale_record_not_ended (409).
 */
export class GetSaleRecord implements UseCase<SaleRecordInput & { locale: Locale }, SaleRecordFile> {
  constructor(
    private readonly deps: { repos: Repositories; clock: Clock; saleRecords: SaleRecordRenderer },
  ) {}

  async execute(input: SaleRecordInput & { locale: Locale }): Promise<Result<SaleRecordFile>> {
    const { repos, clock } = this.deps;
    const allowed = await authorize(repos, input);
    if (!allowed.ok) return allowed;
    const { property, auction } = allowed.value;
    const now = clock.now();
    if (auctionPhase(auction, now) !== 'ended') return fail('sale_record_not_ended');

    const bids: Bid[] = [...(await repos.bids.listByAuction(auction.id))].sort((a, b) => a.id - b.id);
    const bidders = new Map<number, Awaited<ReturnType<typeof repos.users.findById>>>();
    for (const userId of new Set(bids.map((bid) => bid.userId)))
      bidders.set(userId, await repos.users.findById(userId));
    const highest = bids.find((bid) => bid.id === auction.lastBidId) ?? outcomeOffer(bids);
    const record: SaleRecord = {
      locale: input.locale,
      issuedAt: now,
      property: {
        id: property.id,
        reference: property.reference,
        title: property.title,
        address: addressOf(property),
        postcode: property.address.postcode,
        city: property.address.city,
      },
      auction,
      firstPrice: auction.firstPrice,
      bids: bids.map((bid) => {
        const user = bidders.get(bid.userId);
        return {
          bid,
          bidder: user
            ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email }
            : null,
        };
      }),
      extensions: extensionsOf(auction, bids),
      outcome: saleOutcome(auction, highest, now),
      decisions: bids
        .flatMap((bid) =>
          (bid.status === 'accepted' || bid.status === 'refused') && bid.answeredAt !== undefined
            ? [{ bid, status: bid.status, at: bid.answeredAt, by: bid.answeredBy ?? 0 }]
            : [],
        )
        .sort((a, b) => a.at - b.at),
      chain: verifyBidChain(bids),
    };
    const bytes = await this.deps.saleRecords.render(record);
    return ok({ bytes, fileName: `proces-verbal-${property.reference}.pdf` });
  }
}
