import { useFakeClock as fakeClock } from '../../../support/fake-clock.js';
// The auction panel under test: a page answer and poll answers built from a few numbers (object
// mothers), a stub API answering by path, fake timers, and the panel rendered in the kit's store.
import '../../../support/dom.js';
import { formatParisIsoWithOffset, minimumBid, type BidderBlock, type Instant } from '@immo/core';
import { ApiError, createAppStore, type EpicDependencies } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider, useDispatch } from 'react-redux';
import sinon from 'sinon';
import type {
  AuctionData,
  ChecklistStepJson,
  PropertyPageData,
} from '../../../../microfrontends/property-page/src/api/page-data.js';
import { AuctionPanel } from '../../../../microfrontends/property-page/src/auction/auction-panel.js';
import {
  pageClosed,
  pageOpened,
} from '../../../../microfrontends/property-page/src/auction/auction-slice.js';
import type { AuctionPorts } from '../../../../microfrontends/property-page/src/auction/epics.js';
import { installAuction } from '../../../../microfrontends/property-page/src/auction/install.js';
import { installVisits } from '../../../../microfrontends/property-page/src/buyer-file/visits-state.js';
import type {
  BidMember,
  CurrentAuctionAnswer,
} from '../../../../microfrontends/property-page/src/auction/wire.js';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The client's clock at the start of each test (a whole second). */
export const CLIENT_NOW = Date.parse('2026-11-21T10:00:00.000+01:00');

export const iso = (instant: Instant): string => formatParisIsoWithOffset(instant);

export interface AuctionFacts {
  /** Server time when the answer is written. */
  serverNow: Instant;
  startAt: Instant;
  endAt: Instant;
  firstPrice?: number;
  step?: number;
  currentPrice?: number | null;
  closedAt?: Instant | null;
  enchereId?: number;
}

export function auctionData(facts: AuctionFacts): AuctionData {
  const firstPrice = facts.firstPrice ?? 200_000;
  const step = facts.step ?? 5000;
  const currentPrice = facts.currentPrice === undefined ? 250_000 : facts.currentPrice;
  const phase =
    facts.closedAt != null && facts.closedAt <= facts.serverNow
      ? 'ended'
      : facts.serverNow < facts.startAt
        ? 'upcoming'
        : facts.serverNow < facts.endAt
          ? 'live'
          : 'ended';
  return {
    currentAuctionNowDateTime: iso(facts.serverNow),
    enchereId: facts.enchereId ?? 7,
    bienId: 3,
    dateDebutEnchere: iso(facts.startAt),
    dateFinEnchere: iso(facts.endAt),
    dateFin: iso(facts.endAt),
    newDateFin: iso(facts.endAt),
    premierPrix: firstPrice,
    pasEnchere: step,
    currentPrice,
    currentPriceDisplay: `${currentPrice ?? firstPrice} €`,
    minimumBid: minimumBid({ currentPrice, firstPrice, step }),
    phase,
    inFinalPhase: facts.endAt - 36 * HOUR <= facts.serverNow && facts.serverNow < facts.endAt,
    dateCloture: facts.closedAt == null ? null : iso(facts.closedAt),
  };
}

export interface Viewer {
  currentUser?: number;
  roles?: string[];
  verified?: boolean;
  canAuction?: boolean;
  registered?: boolean;
  visitDone?: boolean;
  mustRegister?: boolean;
  /** What the server says the viewer lacks to bid (core's bidderBlocks). */
  blocks?: BidderBlock[];
  /** The viewer's buyer file on the property (null: anonymous, a sale manager). */
  checklist?: ChecklistStepJson[] | null;
}

/** A verified buyer, registered, visit done: may bid. */
export const BUYER: Viewer = {
  currentUser: 42,
  roles: ['ROLE_USER'],
  verified: true,
  canAuction: true,
  registered: true,
  visitDone: true,
  mustRegister: false,
};

export const ANONYMOUS: Viewer = {
  currentUser: 0,
  roles: [],
  verified: false,
  canAuction: false,
  registered: false,
  visitDone: false,
  mustRegister: true,
};

export function pageData(
  facts: AuctionFacts | null,
  viewer: Viewer = BUYER,
  serverNow?: Instant,
): PropertyPageData {
  const enchere = facts ? auctionData(facts) : null;
  const now = facts?.serverNow ?? serverNow ?? CLIENT_NOW;
  return {
    bienId: 3,
    enchereId: enchere?.enchereId ?? null,
    currentAuctionNowDateTime: iso(now),
    phase: enchere?.phase ?? 'upcoming',
    inFinalPhase: enchere?.inFinalPhase ?? false,
    bien: {
      id: 3,
      ref_client: 'LYO-APPT-003',
      nom: 'Appartement 3 pièces à la Croix-Rousse',
      type: 'APPT',
      typeLabel: 'Appartement',
      sous_nature: 'Appartement',
      h36: '0',
      premier_prix: 200_000,
      pas_enchere: 5000,
      honoraires: null,
      charge_honoraire: 'A',
      annee_construction: null,
      constru_moins5ans: false,
      travauxAPrevoir: false,
      nature_travaux: '',
      numero_etage: null,
      nombre_salle_de_bains: null,
      nombre_wc: null,
      acces_handicap: false,
      etat_general: '',
      taxe_fonciere: '',
      taxe_habitation: '',
      charges_mensuelles: '',
      chauffage: [],
      equipements: [],
      descriptif: 'Un bel appartement.',
      description_quartier: '',
      descriptif_annonce: '',
      lienVisiteVirtuelle: '',
      lienVideo: '',
      lienRhinov: '',
      etat_des_risques: false,
      afficher_adresse: false,
      adresse: null,
      complement: null,
      codePostal: '69004',
      ville: 'Lyon',
      departement: '69',
      lat: null,
      lng: null,
      surface_habitable: 64,
      surface_terrain: null,
      nombre_pieces: 3,
      nombre_chambres: 2,
      copropriete: false,
      nb_lots: null,
      charge: null,
      infos_procedure: '',
      nom_syndic: '',
      dpe_exempte: false,
      dpe_vierge: true,
      dpe_date: null,
      dpe_nrj: null,
      dpe_lettre: null,
      dpe_ges: null,
      ges_lettre: null,
      cout_ann_min: null,
      cout_ann_max: null,
      date_ref_dpe: null,
    },
    bienData: { imageUrl: '', mediaPrefix: '/media/photos/', photos: [] },
    bienJson: {
      lienVideo: '',
      lienVisiteVirtuelle: '',
      lienRhinov: '',
      publicType: 'Appartement',
      ville: 'Lyon',
      codePostal: '69004',
      departement: '69',
      chargeHonoraire: 'A',
    },
    bienInfos: { surfaceHabitable: 64, nombrePieces: 3 },
    enchere,
    documents: [],
    showDocumentsButton: false,
    acheteurs: [],
    bienInscrit: viewer.registered ? '1' : '0',
    currentUser: viewer.currentUser ?? 0,
    userInfos: viewer.roles ?? [],
    userVerified: viewer.verified ? '1' : '0',
    canAuction: viewer.canAuction ? '1' : '0',
    visitDone: viewer.visitDone ?? false,
    bidderBlocks: viewer.blocks ?? [],
    checklist: viewer.checklist ?? null,
    mustRegister: viewer.mustRegister ?? false,
    bidControls: { enabled: false, reasons: [] },
    isFavourite: false,
  };
}

export interface BidFacts {
  id: number;
  amount: number;
  userId: number;
  placedAt: Instant;
}

export function bidMember(bid: BidFacts, facts: AuctionFacts): BidMember {
  const data = auctionData(facts);
  return {
    id: bid.id,
    amount: bid.amount,
    User: `/api/users/${bid.userId}`,
    dateTimeString: iso(bid.placedAt),
    Enchere: {
      currentPrice: data.currentPrice,
      pasEnchere: data.pasEnchere,
      currentPriceDisplay: data.currentPriceDisplay,
      dateFinWithTimezone: data.newDateFin,
    },
  };
}

/** A poll answer; the price is the last bid's amount unless said otherwise. */
export function pollAnswer(facts: AuctionFacts, bids: BidFacts[] = []): CurrentAuctionAnswer {
  const last = bids[bids.length - 1];
  const withPrice = {
    ...facts,
    currentPrice: facts.currentPrice !== undefined ? facts.currentPrice : (last?.amount ?? null),
  };
  return {
    AdditionalData: auctionData(withPrice),
    'hydra:member': bids.map((bid) => bidMember(bid, withPrice)),
    'hydra:totalItems': bids.length,
  };
}

export const apiError = (status: number, code: string, message: string) =>
  new ApiError(status, code, message, { error: { code, message } });

type Route = (options: { method?: string; json?: unknown } | undefined) => unknown;

/** The fake API: a handler per 'METHOD path'; a handler may return a value, a promise or throw. */
export class FakeApi {
  readonly routes = new Map<string, Route>();
  readonly calls: { method: string; path: string; json: unknown; at: number }[] = [];

  on(method: string, path: string, handler: Route | unknown): this {
    this.routes.set(`${method} ${path}`, typeof handler === 'function' ? (handler as Route) : () => handler);
    return this;
  }

  callsTo(method: string, path: string) {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  readonly request = (async (path: string, options?: { method?: string; json?: unknown }) => {
    const method = options?.method ?? 'GET';
    this.calls.push({ method, path, json: options?.json, at: Date.now() });
    const handler = this.routes.get(`${method} ${path}`);
    if (!handler) throw new ApiError(404, 'not_found', 'Ressource introuvable');
    return handler(options);
  }) as EpicDependencies['api'];
}

export interface Harness {
  api: FakeApi;
  clock: sinon.SinonFakeTimers;
  deps: EpicDependencies & { reload: sinon.SinonSpy; navigate: sinon.SinonSpy };
  sound: sinon.SinonSpy;
  store: ReturnType<typeof createAppStore>;
  /** Moves the clocks on, letting the epics and React catch up. */
  advance: (ms: number) => Promise<void>;
  unmount: () => void;
}

/** The page opened and closed around its parts: the auction panel alone unless told otherwise. */
export function AuctionOnly({ bienId, children }: { bienId: number; children?: ReactNode }) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(pageOpened({ bienId }));
    return () => {
      dispatch(pageClosed());
    };
  }, [dispatch, bienId]);
  return <>{children ?? <AuctionPanel />}</>;
}

export interface SetupOptions {
  /** The client's clock (CLIENT_NOW by default). */
  now?: Instant;
  random?: number;
  /** What to render; the auction panel alone by default. */
  ui?: ReactNode;
  /** The auction's stream (none by default: jsdom has no EventSource, the page polls). */
  openStream?: AuctionPorts['openStream'];
  /** The page's language (French by default). */
  locale?: 'fr' | 'en';
}

/** Fake timers, the stub API, the store with the auction installed, the panel rendered and loaded. */
export async function setup(api: FakeApi, options: SetupOptions = {}): Promise<Harness> {
  teardown();
  const clock = fakeClock(options.now ?? CLIENT_NOW);
  current = { clock, unmount: () => undefined };
  const deps = {
    api: api.request,
    now: () => Date.now(),
    random: () => options.random ?? 0.5,
    reload: sinon.spy(),
    navigate: sinon.spy(),
  };
  const store = createAppStore(deps);
  const sound = sinon.spy();
  installAuction(store, {
    playSound: sound,
    ...(options.openStream ? { openStream: options.openStream } : {}),
  });
  installVisits(store);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createTestI18n(options.locale ?? 'fr')}>
        {options.ui ?? <AuctionOnly bienId={3} />}
      </I18nextProvider>
    </Provider>,
  );
  const advance = async (ms: number) => {
    await act(async () => {
      await clock.tickAsync(ms);
    });
  };
  current.unmount = () => view.unmount();
  await advance(0);
  return {
    api,
    clock,
    deps,
    sound,
    store,
    advance,
    unmount: teardown,
  };
}

let current: { clock: sinon.SinonFakeTimers; unmount: () => void } | null = null;

/** Unmounts and gives the real clock back, even after a test that failed half-way through setup. */
export function teardown(): void {
  if (!current) return;
  const { clock, unmount } = current;
  current = null;
  try {
    unmount();
    cleanup();
  } finally {
    clock.restore();
  }
}

/** The text of an element without the narrow/no-break spaces French formatting puts in numbers. */
export const plain = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\u202f\u00a0]/g, ' ');
