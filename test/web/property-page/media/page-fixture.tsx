// A property page as GET /api/bien/{bienId}/page answers it, and a way to render a part of it.
import { createAppStore, type EpicDependencies } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import sinon from 'sinon';
import type {
  PageDocument,
  PagePhoto,
  PropertyPageData,
  PropertyPublicData,
} from '../../../../microfrontends/property-page/src/api/page-data.js';

/**
 * Node's own CustomEvent shadows jsdom's (test/support/dom.ts keeps globals that exist), and
 * Splide dispatches `new CustomEvent(...)` on jsdom nodes, which jsdom refuses: use jsdom's in
 * these suites.
 */
export function useJsdomCustomEvent(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  let original: unknown;
  before(() => {
    original = g.CustomEvent;
    g.CustomEvent = (window as unknown as Record<string, unknown>).CustomEvent;
  });
  after(() => {
    g.CustomEvent = original;
  });
}

export { useFakeClock } from '../../../support/fake-clock.js';

/** Resizes the (fake) viewport below or above the 768 px breakpoint; sinon.restore() puts it back. */
export function viewport(mobile: boolean) {
  sinon.stub(window, 'matchMedia').callsFake(
    (query: string) =>
      ({
        matches: mobile,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

export const aPhoto = (id: number, overrides: Partial<PagePhoto> = {}): PagePhoto => ({
  id,
  itemName: `Photo ${id}`,
  position: id - 1,
  url: `/media/photos/${id}?width=1920`,
  thumbnailUrl: `/media/photos/${id}?width=1024`,
  ...overrides,
});

export const aDocument = (id: number, overrides: Partial<PageDocument> = {}): PageDocument => ({
  id,
  nom: 'Diagnostic de performance énergétique.pdf',
  filetype: 'application/pdf',
  acces: true,
  date: { date: '2026-03-09 18:30:00.000000', timezone_type: 3, timezone: 'Europe/Paris' },
  ...overrides,
});

export function aBien(overrides: Partial<PropertyPublicData> = {}): PropertyPublicData {
  return {
    id: 7,
    ref_client: 'ANN-APPT-007',
    nom: 'Appartement 4 pièces vue lac',
    type: 'APPT',
    typeLabel: 'Appartement',
    sous_nature: 'Appartement',
    h36: '0',
    premier_prix: 575000,
    pas_enchere: 5000,
    honoraires: 30000,
    charge_honoraire: 'A',
    annee_construction: 1972,
    constru_moins5ans: false,
    travauxAPrevoir: true,
    nature_travaux: 'Ravalement de façade voté',
    numero_etage: 3,
    nombre_salle_de_bains: 1,
    nombre_wc: 2,
    acces_handicap: false,
    etat_general: 'Bon état',
    taxe_fonciere: '1290',
    taxe_habitation: '',
    charges_mensuelles: '240',
    chauffage: ['gaz', 'central'],
    equipements: ['ascenseur', 'sousSol', 'belleVue'],
    descriptif: 'Au troisième étage avec ascenseur.\nSéjour de 34 m² sur balcon.',
    description_quartier: 'Bord du lac',
    descriptif_annonce: 'Appartement traversant avec balcon face au lac.',
    lienVisiteVirtuelle: '',
    lienVideo: '',
    lienRhinov: '',
    etat_des_risques: true,
    afficher_adresse: true,
    adresse: '12 Quai de la Tournette',
    complement: '3e étage',
    codePostal: '74000',
    ville: 'Annecy',
    departement: '74',
    lat: 45.9,
    lng: 6.12,
    surface_habitable: 1092.4,
    surface_terrain: null,
    nombre_pieces: 4,
    nombre_chambres: 3,
    copropriete: true,
    nb_lots: 42,
    charge: 2880,
    infos_procedure: 'Aucune',
    nom_syndic: 'Foncia Annecy',
    dpe_exempte: false,
    dpe_vierge: false,
    dpe_date: '2025-04-05',
    dpe_nrj: 162,
    dpe_lettre: 'C',
    dpe_ges: 28,
    ges_lettre: 'D',
    cout_ann_min: 1260,
    cout_ann_max: 1710,
    date_ref_dpe: 2023,
    ...overrides,
  };
}

export function aPage(
  overrides: Partial<PropertyPageData> = {},
  bien: Partial<PropertyPublicData> = {},
): PropertyPageData {
  const property = aBien(bien);
  return {
    bienId: 7,
    enchereId: 3,
    currentAuctionNowDateTime: '2026-03-10T10:00:00+01:00',
    phase: 'live',
    inFinalPhase: false,
    bien: property,
    bienData: {
      imageUrl: '/media/photos/1?width=1920',
      mediaPrefix: '/media/photos/',
      photos: [1, 2, 3, 4, 5, 6].map((id) => aPhoto(id)),
    },
    bienJson: {
      lienVideo: property.lienVideo,
      lienVisiteVirtuelle: property.lienVisiteVirtuelle,
      lienRhinov: property.lienRhinov,
      publicType: property.typeLabel,
      ville: property.ville,
      codePostal: property.codePostal,
      departement: property.departement,
      chargeHonoraire: property.charge_honoraire,
    },
    bienInfos: { surfaceHabitable: property.surface_habitable, nombrePieces: property.nombre_pieces },
    enchere: null,
    documents: [aDocument(1)],
    showDocumentsButton: true,
    acheteurs: [],
    bienInscrit: '0',
    currentUser: 0,
    userInfos: [],
    userVerified: '0',
    canAuction: '0',
    visitDone: false,
    bidderBlocks: [],
    checklist: null,
    mustRegister: true,
    bidControls: { enabled: false, reasons: [] },
    isFavourite: false,
    ...overrides,
  };
}

export function fakeDependencies(overrides: Partial<EpicDependencies> = {}): EpicDependencies {
  return {
    api: sinon
      .stub()
      .rejects(new Error('no network in component tests')) as unknown as EpicDependencies['api'],
    now: () => Date.now(),
    random: () => 0.5,
    reload: sinon.spy(),
    navigate: sinon.spy(),
    ...overrides,
  };
}

/** Renders inside the shell's providers: a store with fake epic dependencies, French texts. */
export function renderInShell(
  ui: ReactElement,
  deps: EpicDependencies = fakeDependencies(),
  locale: 'fr' | 'en' = 'fr',
) {
  const store = createAppStore(deps);
  const i18n = createTestI18n(locale);
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </Provider>,
  );
  return { ...view, store, deps };
}
