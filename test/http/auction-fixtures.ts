// Sales, buyers and requests for the auction area's HTTP tests, on the real composed API.
import type { Auction, New, Property, User } from '@immo/core';
import { DAY_MS, HOUR_MS } from '@immo/core';
import {
  aBuyer,
  aQualifiedBuyerFile,
  anAuction,
  aProperty,
  type PropertyOverrides,
} from '@immo/core/testing';
import type { RoleName, TestApi } from '../support/api-harness.js';

export interface LiveSale {
  property: Property;
  auction: Auction;
}

/**
 * A sale around the test clock's now: live since 2 days, ending 30 h later (inside the final 36 h),
 * first price 250 000 €, step 1 000 €, built by the cast's negotiator and sold by the cast's seller.
 */
export async function aSale(
  t: TestApi,
  options: { property?: PropertyOverrides; auction?: Partial<New<Auction>> } = {},
): Promise<LiveSale> {
  const { repos } = t.api.ports;
  const now = t.clock.now();
  const startAt = options.auction?.startAt ?? now - 2 * DAY_MS;
  const endAt = options.auction?.endAt ?? now + 30 * HOUR_MS;
  const property = await repos.properties.add(
    aProperty({
      negotiatorId: t.actors.negotiator.user.id,
      vendors: [{ email: t.actors.seller.user.email, primary: true }],
      offersStartAt: startAt,
      offersEndAt: endAt,
      ...options.property,
    }),
  );
  const auction = await repos.auctions.add(
    anAuction({ propertyId: property.id, startAt, originalEndAt: endAt, endAt, ...options.auction }),
  );
  return { property, auction };
}

/** Registers a user on the property ('Ce bien m'intéresse') with the agrément approved, the visit validated unless told otherwise. */
export async function register(
  t: TestApi,
  sale: LiveSale,
  userId: number,
  options: { visited?: boolean } = {},
): Promise<void> {
  await t.api.ports.repos.buyerFiles.add(
    aQualifiedBuyerFile({
      propertyId: sale.property.id,
      userId,
      visitDoneAt: options.visited === false ? null : t.clock.now() - DAY_MS,
    }),
  );
}

/** Registers (visit done) each named role of the cast on the sale. */
export async function registerRoles(t: TestApi, sale: LiveSale, roles: readonly RoleName[]): Promise<void> {
  for (const role of roles) if (role !== 'anonymous') await register(t, sale, t.actors[role].user.id);
}

export interface Bidder {
  user: User;
  token: string;
}

let nextBidder = 0;

/** Verified buyers allowed to bid, registered and visited on the sale, with their login tokens. */
export async function bidders(t: TestApi, sale: LiveSale, count: number): Promise<Bidder[]> {
  const out: Bidder[] = [];
  for (let i = 0; i < count; i += 1) {
    nextBidder += 1;
    const user = await t.api.ports.repos.users.add(aBuyer({ email: `bidder-${nextBidder}@test.immo` }));
    await register(t, sale, user.id);
    out.push({ user, token: await t.api.ports.tokens.issue({ userId: user.id, roles: user.roles }) });
  }
  return out;
}

/** A request with a bidder's token. */
export const asBidder = (t: TestApi, bidder: Bidder, method: string, path: string, json?: unknown) =>
  fetch(`${t.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${bidder.token}`,
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });

export const pollPath = (sale: LiveSale): string => `/api/bien/currentauction/${sale.auction.id}`;
export const bidPath = (sale: LiveSale): string => `/enchere/make-enchere/${sale.auction.id}`;
