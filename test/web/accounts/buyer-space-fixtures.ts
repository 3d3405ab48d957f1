// Answers of the API the buyer space reads (docs/buyer-funnel.md), with sensible defaults.
import type {
  BuyerFileJson,
  FavouritesJson,
  MyVisitJson,
  OfferJson,
  ProfileJson,
  SavedSearchJson,
  VisitSlotJson,
} from '../../../microfrontends/accounts/src/space/wire.js';

export const aFile = (overrides: Partial<BuyerFileJson> = {}): BuyerFileJson => ({
  id: 40,
  bienId: 12,
  property: {
    nom: 'Maison de village avec jardin',
    ville: 'Annecy',
    codePostal: '74000',
    photoUrl: '/media/photos/5?width=1024',
    phase: 'live',
    startAt: '2026-11-20T10:00:00+01:00',
    endAt: '2026-11-22T10:00:00+01:00',
  },
  interest: 'interested',
  registeredAt: '2026-11-01T09:00:00+01:00',
  visitDoneAt: null,
  visit: null,
  identity: {
    status: 'missing',
    accountVerified: false,
    fileName: null,
    uploadedAt: null,
    documentDeleted: false,
    refusalReason: null,
  },
  agrement: {
    status: 'missing',
    signedAt: null,
    signedName: null,
    refusalReason: null,
    copyAvailable: false,
  },
  financing: null,
  checklist: [
    { step: 'interest', state: 'done' },
    { step: 'visit', state: 'todo' },
    { step: 'identity', state: 'todo' },
    { step: 'agrement', state: 'todo' },
    { step: 'financing', state: 'optional' },
  ],
  recap: { done: ['interest'], waiting: [], missing: ['visit', 'identity', 'agrement'] },
  bidderBlocks: ['visit_not_validated', 'identity_missing', 'agrement_missing'],
  ...overrides,
});

/** A file with nothing left for the buyer: the visit done, the identity and agrément approved. */
export const aCompleteFile = (overrides: Partial<BuyerFileJson> = {}): BuyerFileJson =>
  aFile({
    id: 41,
    bienId: 13,
    property: { ...aFile().property, nom: 'Appartement vue lac', ville: 'Talloires', codePostal: '74290' },
    visitDoneAt: '2026-11-05T15:00:00+01:00',
    identity: { ...aFile().identity, status: 'approved', accountVerified: true, fileName: 'cni.pdf' },
    agrement: {
      status: 'approved',
      signedAt: '2026-11-06T10:30:00+01:00',
      signedName: 'Camille Martin',
      refusalReason: null,
      copyAvailable: true,
    },
    checklist: [
      { step: 'interest', state: 'done' },
      { step: 'visit', state: 'done' },
      { step: 'identity', state: 'done' },
      { step: 'agrement', state: 'done' },
      { step: 'financing', state: 'optional' },
    ],
    recap: { done: ['interest', 'visit', 'identity', 'agrement'], waiting: [], missing: [] },
    bidderBlocks: [],
    ...overrides,
  });

export const anOffer = (overrides: Partial<OfferJson> = {}): OfferJson => ({
  bienId: 12,
  enchereId: 7,
  nom: 'Maison de village avec jardin',
  ville: 'Annecy',
  codePostal: '74000',
  photoUrl: null,
  phase: 'live',
  endAt: '2026-11-21T12:00:00+01:00',
  currentPrice: 252000,
  myBestBid: 250000,
  myBidCount: 3,
  status: 'outbid',
  acceptedBySeller: null,
  ...overrides,
});

export const favourites = (items: FavouritesJson['items']): FavouritesJson => ({
  items,
  total: items.length,
});

export const aFavourite = (bienId: number, nom: string): FavouritesJson['items'][number] => ({
  bienId,
  createdAt: '2026-11-20T09:30:00+01:00',
  card: {
    nom,
    ville: 'Lyon',
    codePostal: '69003',
    typeLabel: 'Appartement',
    price: 315000,
    phase: 'upcoming',
    endAt: '2026-12-01T18:00:00+01:00',
    photoUrl: '/media/photos/9?width=1024',
  },
});

export const aSavedSearch = (overrides: Partial<SavedSearchJson> = {}): SavedSearchJson => ({
  id: 5,
  name: 'Maisons autour de Lyon',
  user: '/api/users/2',
  criteria: {
    statuses: ['en_cours', 'a_venir'],
    types: ['MAIS', 'APPT'],
    address: 'Lyon',
    addressType: 'commune',
    location: { lat: 45.76, lng: 4.84 },
    aroundRadius: 20000,
    budgetMin: null,
    budgetMax: 400000,
    roomsMin: 3,
    bedroomsMin: null,
  },
  createdAt: '2026-10-02T08:00:00+02:00',
  ...overrides,
});

export const aVisit = (overrides: Partial<MyVisitJson> = {}): MyVisitJson => ({
  visitId: 70,
  bienId: 12,
  nom: 'Maison de village avec jardin',
  ville: 'Annecy',
  startsAt: '2026-11-24T14:30:00+01:00',
  durationMinutes: 30,
  kind: 'individual',
  cancellable: true,
  ...overrides,
});

export const aSlot = (overrides: Partial<VisitSlotJson> = {}): VisitSlotJson => ({
  id: 70,
  bienId: 12,
  kind: 'grouped',
  start: '2026-11-24 14:30:00',
  end: '2026-11-24 15:00:00',
  durationMinutes: 30,
  capacity: 6,
  freePlaces: 4,
  bookedByViewer: false,
  ...overrides,
});

export const aProfile = (overrides: Partial<ProfileJson> = {}): ProfileJson => ({
  id: 2,
  email: 'acheteur@demo.immo',
  firstName: 'Camille',
  lastName: 'Martin',
  phone: '+33612345678',
  address: '12 rue des Lilas',
  postcode: '74000',
  city: 'Annecy',
  country: 'France',
  roles: ['ROLE_USER'],
  assistance: false,
  emailVerified: true,
  verified: false,
  identityVerified: false,
  canAuction: true,
  biddingSuspensionReason: null,
  smsConsent: false,
  locale: 'fr',
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});
