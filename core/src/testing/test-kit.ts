import type { Instant } from '../shared/time.js';
import { InMemoryAgrementCopyRenderer } from './in-memory-agrement-copy-renderer.js';
import { InMemoryErrorReporter } from './in-memory-error-reporter.js';
import { InMemoryEventPublisher } from './in-memory-event-publisher.js';
import { InMemoryFileStorage } from './in-memory-file-storage.js';
import { InMemoryGeocoder } from './in-memory-geocoder.js';
import { InMemoryImageProcessor } from './in-memory-image-processor.js';
import { InMemoryMailer } from './in-memory-mailer.js';
import { InMemoryPasswordHasher } from './in-memory-password-hasher.js';
import { createInMemoryRepositories, type InMemoryRepositories } from './in-memory-repositories.js';
import { InMemorySearchIndex } from './in-memory-search-index.js';
import { createInMemoryState, type InMemoryState } from './in-memory-state.js';
import { InMemoryTokenService } from './in-memory-token-service.js';
import { InMemoryUnsubscribeTokens } from './in-memory-unsubscribe-tokens.js';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';
import { DEFAULT_TEST_NOW, ManualClock } from './manual-clock.js';
import { SequentialIdGenerator } from './sequential-id-generator.js';

/** The site address of test kits: e-mail links start with it. */
export const TEST_SITE_URL = 'https://www.immo-encheres.example';

/** Every port, in memory, sharing one store: what a use-case test passes as deps. */
export interface TestKit {
  repos: InMemoryRepositories;
  unitOfWork: InMemoryUnitOfWork;
  clock: ManualClock;
  ids: SequentialIdGenerator;
  storage: InMemoryFileStorage;
  images: InMemoryImageProcessor;
  search: InMemorySearchIndex;
  geocoder: InMemoryGeocoder;
  hasher: InMemoryPasswordHasher;
  tokens: InMemoryTokenService;
  unsubscribeTokens: InMemoryUnsubscribeTokens;
  mailer: InMemoryMailer;
  events: InMemoryEventPublisher;
  errors: InMemoryErrorReporter;
  agrementCopies: InMemoryAgrementCopyRenderer;
  /** The public site address e-mails link to. */
  siteUrl: string;
  /** The raw store behind repos, for the rare test that must look under the ports. */
  state: InMemoryState;
}

export function createTestKit(options: { now?: Instant } = {}): TestKit {
  const state = createInMemoryState();
  const repos = createInMemoryRepositories(state);
  const clock = new ManualClock(options.now ?? DEFAULT_TEST_NOW);
  return {
    repos,
    unitOfWork: new InMemoryUnitOfWork(state, repos),
    clock,
    ids: new SequentialIdGenerator(),
    storage: new InMemoryFileStorage(),
    images: new InMemoryImageProcessor(),
    search: new InMemorySearchIndex(),
    geocoder: new InMemoryGeocoder(),
    hasher: new InMemoryPasswordHasher(),
    tokens: new InMemoryTokenService(clock),
    unsubscribeTokens: new InMemoryUnsubscribeTokens(),
    mailer: new InMemoryMailer(),
    events: new InMemoryEventPublisher(state),
    errors: new InMemoryErrorReporter(),
    agrementCopies: new InMemoryAgrementCopyRenderer(),
    siteUrl: TEST_SITE_URL,
    state,
  };
}
