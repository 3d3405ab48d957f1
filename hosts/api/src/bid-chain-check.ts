import { verifyBidChain, type ChainVerdict, type Repositories } from '@immo/core';

export interface ChainCheck {
  propertyId: number;
  reference: string;
  auctionId: number;
  verdict: ChainVerdict;
}

const PAGE_SIZE = 200;

/**
 * Verifies the bid chain of the given sales (every sale when none is given), in property id order.
 * What `npm run verify:bid-chain` prints; the same verification as GET /api/vente/{bienId}/chaine-encheres.
 */
export async function checkBidChains(
  repos: Repositories,
  now: number,
  propertyIds: readonly number[] = [],
): Promise<ChainCheck[]> {
  const ids = [...propertyIds];
  if (ids.length === 0) {
    for (let page = 1; ; page += 1) {
      const { items, total } = await repos.properties.list({ now, page, pageSize: PAGE_SIZE });
      ids.push(...items.map((property) => property.id));
      if (page * PAGE_SIZE >= total || items.length === 0) break;
    }
  }
  const checks: ChainCheck[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const property = await repos.properties.findById(id);
    const auction = property && (await repos.auctions.findByPropertyId(id));
    if (!property || !auction) continue;
    const verdict = verifyBidChain(await repos.bids.listByAuction(auction.id));
    checks.push({ propertyId: id, reference: property.reference, auctionId: auction.id, verdict });
  }
  return checks;
}

export const describeCheck = ({ propertyId, reference, verdict }: ChainCheck): string =>
  verdict.valid
    ? `✓ bien ${propertyId} (${reference}) : ${verdict.bidCount} enchères, empreinte finale ${verdict.headHash}`
    : `✗ bien ${propertyId} (${reference}) : chaîne rompue à l'enchère n° ${verdict.firstAlteredBidId} ` +
      `(position ${verdict.position + 1} sur ${verdict.bidCount}, ${verdict.reason})`;
