import {
  createInMemoryRepositories,
  createInMemoryState,
  InMemoryFileStorage,
  InMemoryPasswordHasher,
  InMemorySearchIndex,
  InMemoryTokenService,
  InMemoryUnitOfWork,
} from '../../core/src/testing/index.js';
import { assistanceThirdPartyRepositoryContract } from './assistance-third-party-repository.contract.js';
import { auctionRepositoryContract } from './auction-repository.contract.js';
import { bidRepositoryContract } from './bid-repository.contract.js';
import { buyerFileRepositoryContract } from './buyer-file-repository.contract.js';
import { documentRepositoryContract } from './document-repository.contract.js';
import { accountTokenRepositoryContract } from './account-token-repository.contract.js';
import { favouriteRepositoryContract } from './favourite-repository.contract.js';
import { fileStorageContract } from './file-storage.contract.js';
import { saleNoticesRepositoriesContract } from './sale-notices-repositories.contract.js';
import { eventOutboxRepositoryContract } from './event-outbox-repository.contract.js';
import { newsletterRepositoryContract } from './newsletter-repository.contract.js';
import { sellerLeadRepositoryContract } from './seller-lead-repository.contract.js';
import { passwordHasherContract } from './password-hasher.contract.js';
import { photoRepositoryContract } from './photo-repository.contract.js';
import { propertyRepositoryContract } from './property-repository.contract.js';
import { savedSearchRepositoryContract } from './saved-search-repository.contract.js';
import { searchIndexContract } from './search-index.contract.js';
import { tokenServiceContract } from './token-service.contract.js';
import { unitOfWorkContract } from './unit-of-work.contract.js';
import { userRepositoryContract } from './user-repository.contract.js';
import { visitRepositoryContract } from './visit-repository.contract.js';
import type { ContractStore } from './store.js';
import type { ThirdPartyStore } from './assistance-third-party-repository.contract.js';

async function makeInMemoryStore(): Promise<ContractStore & ThirdPartyStore> {
  const state = createInMemoryState();
  const repos = createInMemoryRepositories(state);
  return {
    repos,
    unitOfWork: new InMemoryUnitOfWork(state, repos),
    close: async () => undefined,
    seedThirdParties: async (parties) => parties.forEach((party) => repos.thirdParties.seed(party)),
  };
}

describe('contracts: in-memory adapters', () => {
  propertyRepositoryContract(makeInMemoryStore);
  auctionRepositoryContract(makeInMemoryStore);
  bidRepositoryContract(makeInMemoryStore);
  userRepositoryContract(makeInMemoryStore);
  accountTokenRepositoryContract(makeInMemoryStore);
  buyerFileRepositoryContract(makeInMemoryStore);
  documentRepositoryContract(makeInMemoryStore);
  photoRepositoryContract(makeInMemoryStore);
  visitRepositoryContract(makeInMemoryStore);
  favouriteRepositoryContract(makeInMemoryStore);
  savedSearchRepositoryContract(makeInMemoryStore);
  newsletterRepositoryContract(makeInMemoryStore);
  eventOutboxRepositoryContract(makeInMemoryStore);
  saleNoticesRepositoriesContract(makeInMemoryStore);
  sellerLeadRepositoryContract(makeInMemoryStore);
  assistanceThirdPartyRepositoryContract(makeInMemoryStore);
  unitOfWorkContract(makeInMemoryStore);
  fileStorageContract(async () => ({ storage: new InMemoryFileStorage(), close: async () => undefined }));
  passwordHasherContract(() => new InMemoryPasswordHasher());
  tokenServiceContract(() => new InMemoryTokenService());
  searchIndexContract(async () => ({ index: new InMemorySearchIndex(), close: async () => undefined }));
});
