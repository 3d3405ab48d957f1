import type { SavedSearch, SearchCriteria } from '../../domain/search/criteria.js';
import type { New } from '../../ports/repositories.port.js';
import { DAY_MS } from '../../shared/time.js';
import { DEFAULT_TEST_NOW } from '../manual-clock.js';

/** Houses within 20 km of Annecy, up to 400 000 €, 4 rooms or more, live or upcoming. */
export const aSearchCriteria = (overrides: Partial<SearchCriteria> = {}): SearchCriteria => ({
  statuses: ['en_cours', 'a_venir'],
  page: 1,
  address: 'Annecy',
  addressType: 'commune',
  location: { lat: 45.8992, lng: 6.1294 },
  aroundRadius: 20000,
  types: ['MAIS'],
  budgetMin: null,
  budgetMax: 400000,
  roomsMin: 4,
  bedroomsMin: null,
  livingAreaMin: 90,
  livingAreaMax: null,
  landAreaMin: null,
  landAreaMax: null,
  ...overrides,
});

export const aSavedSearch = (overrides: Partial<New<SavedSearch>> = {}): New<SavedSearch> => ({
  userId: 1,
  name: 'Maison autour d’Annecy',
  criteria: aSearchCriteria(),
  createdAt: DEFAULT_TEST_NOW - 3 * DAY_MS,
  alert: false,
  alertSeenIds: [],
  alertedAt: null,
  ...overrides,
});
