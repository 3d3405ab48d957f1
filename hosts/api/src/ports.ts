import type {
  AgrementCopyRenderer,
  SalePosterRenderer,
  SaleRecordRenderer,
  Clock,
  ErrorReporter,
  EventPublisher,
  FileStorage,
  Geocoder,
  IdGenerator,
  ImageProcessor,
  Mailer,
  PasswordHasher,
  Repositories,
  SearchIndex,
  TokenDenyList,
  TokenService,
  UnitOfWork,
  UnsubscribeTokens,
} from '@immo/core';

/**
 * Every port a use case may ask for, in one object: each use case takes the subset it names.
 * Repositories appear both grouped (`repos`) and one by one (`users`, `favourites`, …).
 */
export type Ports = Repositories & {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: IdGenerator;
  storage: FileStorage;
  images: ImageProcessor;
  search: SearchIndex;
  geocoder: Geocoder;
  hasher: PasswordHasher;
  tokens: TokenService;
  /** Login tokens revoked at logout, shared by every instance: the database's, or Redis's with REDIS_URL. */
  denyList: TokenDenyList;
  unsubscribeTokens: UnsubscribeTokens;
  mailer: Mailer;
  events: EventPublisher;
  errors: ErrorReporter;
  agrementCopies: AgrementCopyRenderer;
  posters: SalePosterRenderer;
  saleRecords: SaleRecordRenderer;
  siteUrl: string;
};
