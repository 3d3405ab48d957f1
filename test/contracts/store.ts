import type { Property } from '../../core/src/domain/property/property.js';
import type { User } from '../../core/src/domain/user/user.js';
import type { Auction } from '../../core/src/domain/auction/auction.js';
import type { Repositories, UnitOfWork } from '../../core/src/ports/repositories.port.js';
import {
  aBuyer,
  anAuction,
  aNegotiator,
  aProperty,
  type PropertyOverrides,
} from '../../core/src/testing/index.js';

/** A fresh, empty store of one adapter (in-memory, SQLite, MySQL…) and how to dispose of it. */
export interface ContractStore {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  close(): Promise<void>;
}

export type MakeStore<S extends ContractStore = ContractStore> = () => Promise<S>;

/** Opens a fresh store before each test and closes it after; call inside a describe. */
export function useStore<S extends ContractStore>(makeStore: MakeStore<S>): () => S {
  let store: S | null = null;
  beforeEach(async () => {
    store = await makeStore();
  });
  afterEach(async () => {
    await store?.close();
    store = null;
  });
  return () => {
    if (!store) throw new Error('The store is opened in beforeEach');
    return store;
  };
}

// Parents come first so that the suites also pass on stores with foreign keys.

export const addNegotiator = (repos: Repositories): Promise<User> => repos.users.add(aNegotiator());

export const addBuyer = (repos: Repositories): Promise<User> => repos.users.add(aBuyer());

export async function addProperty(repos: Repositories, overrides: PropertyOverrides = {}): Promise<Property> {
  const negotiatorId = overrides.negotiatorId ?? (await addNegotiator(repos)).id;
  return repos.properties.add(aProperty({ ...overrides, negotiatorId }));
}

export async function addAuction(
  repos: Repositories,
  overrides: Partial<Omit<Auction, 'id'>> = {},
): Promise<Auction> {
  const propertyId = overrides.propertyId ?? (await addProperty(repos)).id;
  return repos.auctions.add(anAuction({ ...overrides, propertyId }));
}
