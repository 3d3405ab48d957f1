import type { AssistanceThirdParty } from '../../../core/src/domain/misc/assistance-third-party.js';
import type { ThirdPartyStore } from '../../contracts/assistance-third-party-repository.contract.js';
import { assistanceThirdPartyRepositoryContract } from '../../contracts/assistance-third-party-repository.contract.js';
import { auctionRepositoryContract } from '../../contracts/auction-repository.contract.js';
import { bidRepositoryContract } from '../../contracts/bid-repository.contract.js';
import { buyerFileRepositoryContract } from '../../contracts/buyer-file-repository.contract.js';
import { documentRepositoryContract } from '../../contracts/document-repository.contract.js';
import { accountTokenRepositoryContract } from '../../contracts/account-token-repository.contract.js';
import { favouriteRepositoryContract } from '../../contracts/favourite-repository.contract.js';
import { saleNoticesRepositoriesContract } from '../../contracts/sale-notices-repositories.contract.js';
import { eventOutboxRepositoryContract } from '../../contracts/event-outbox-repository.contract.js';
import { newsletterRepositoryContract } from '../../contracts/newsletter-repository.contract.js';
import { sellerLeadRepositoryContract } from '../../contracts/seller-lead-repository.contract.js';
import { photoRepositoryContract } from '../../contracts/photo-repository.contract.js';
import { propertyRepositoryContract } from '../../contracts/property-repository.contract.js';
import { savedSearchRepositoryContract } from '../../contracts/saved-search-repository.contract.js';
import { unitOfWorkContract } from '../../contracts/unit-of-work.contract.js';
import { userRepositoryContract } from '../../contracts/user-repository.contract.js';
import { visitRepositoryContract } from '../../contracts/visit-repository.contract.js';
import { onEachDatabase, type TestDatabaseKind } from '../../support/scratch-databases.js';

/** The contract suites' store over one Knex database; notaries are rows like any other. */
function storeOf(kind: TestDatabaseKind) {
  return async (): Promise<ThirdPartyStore> => {
    const database = await kind.open();
    return {
      repos: database.repositories,
      unitOfWork: database.unitOfWork,
      close: () => database.close(),
      async seedThirdParties(parties: AssistanceThirdParty[]) {
        await database.knex('assistance_third_parties').insert(parties);
      },
    };
  };
}

onEachDatabase('contracts: Knex adapters', (kind) => {
  const makeStore = storeOf(kind);
  propertyRepositoryContract(makeStore);
  auctionRepositoryContract(makeStore);
  bidRepositoryContract(makeStore);
  userRepositoryContract(makeStore);
  accountTokenRepositoryContract(makeStore);
  buyerFileRepositoryContract(makeStore);
  documentRepositoryContract(makeStore);
  photoRepositoryContract(makeStore);
  visitRepositoryContract(makeStore);
  favouriteRepositoryContract(makeStore);
  savedSearchRepositoryContract(makeStore);
  newsletterRepositoryContract(makeStore);
  eventOutboxRepositoryContract(makeStore);
  saleNoticesRepositoriesContract(makeStore);
  sellerLeadRepositoryContract(makeStore);
  assistanceThirdPartyRepositoryContract(makeStore);
  unitOfWorkContract(makeStore);
});
