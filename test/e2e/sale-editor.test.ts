// Browser journeys of the sale editor (issue 5, item 6): the all-in-one server with the demo data, the
// built shell loading the sale-editor and accounts remotes, in headless Chromium (fr-FR, Paris time).
//  1. A negotiator logs in, builds a sale with every required field (and many optional ones), saves
//     it, is sent to the Précisions tab, adds three photos (a JPEG, a PNG and a real HEVC HEIC that
//     the browser converts), reorders and renames them, saves again, reloads, and finds it all.
//  2. An empty form, submitted, shows the message of every required field, on each tab.
//  3. A second negotiator cannot open the first one's sale (the rule: only the sale's own negotiator
//     or an administrator manages a sale — see docs/core-conventions.md).
import {
  DAY_MS,
  defaultSaleFormValues,
  formatParisDateTimeInput,
  LOGIN_PAGE_PATH,
  translate,
  validateSaleForm,
  type MessageCode,
} from '@immo/core';
import { expect } from 'chai';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { snap } from './support/browser.js';
import { DEMO_EMAILS, DEMO_PASSWORD } from './support/e2e-server.js';
import { useBrowserJourneys } from './support/journey-suite.js';
import {
  chooseRadio,
  fillFields,
  openTab,
  readCheckedBoxes,
  readFields,
  readRadios,
  setCheckbox,
  shownFieldErrors,
  type FieldValues,
} from './support/sale-form.js';
import { REPOSITORY_ROOT } from './support/web-builds.js';
import { eventually, visible } from './support/wait.js';

const PHOTO_FIXTURES = join(REPOSITORY_ROOT, 'test/fixtures/photos');
const SPACE = '/espace-negociateur';
const fr = (code: MessageCode) => translate(code, 'fr');

/** Ten days ahead at 10:00 to 24 days ahead at 18:00, Paris time: upcoming, within six months. */
function offersWindow(now: number): { dateDebut: string; dateFin: string } {
  const day = (offset: number) => formatParisDateTimeInput(now + offset * DAY_MS).slice(0, 10);
  return { dateDebut: `${day(10)}T10:00`, dateFin: `${day(24)}T18:00` };
}

/** A flat on the Quai des Chartrons, as a negotiator types it (the fee makes the first price). */
function journeySale(reference: string) {
  return {
    general: {
      text: {
        ref_client: reference,
        nom: 'Appartement familial avec balcon sur les quais',
        ...offersWindow(Date.now()),
        premiere_offre_possible_nv: '250000',
        pas_enchere: '1000',
        reserve_price: '262500.5',
        annee_construction: '1905',
        numero_etage: '2',
        nombre_salle_de_bains: '1',
        nombre_wc: '2',
        etat_general: 'Bon état',
        taxe_fonciere: '1420',
        taxe_habitation: '0',
        charges_mensuelles: '180',
        descriptif:
          'Appartement de 4 pièces dans un immeuble en pierre, séjour double ouvrant sur un balcon filant.',
      } satisfies FieldValues,
      flatFee: '15000',
      /** What the flat fee makes of the first price: 250 000 + 15 000. */
      firstPrice: '265000',
      radios: { travauxAPrevoir: 'oui', acces_handicap: 'non', charge_honoraire: 'V' } satisfies FieldValues,
      natureTravaux: 'Rafraîchissement des peintures et de la cuisine',
      heating: ['central', 'gaz'],
      amenities: ['ascenseur', 'balcon', 'cave'],
    },
    precisions: {
      /** The embedded geocoder knows communes, not streets: the commune is typed with the street. */
      addressTyped: '15 Quai des Chartrons Bordeaux',
      address: {
        adresse: '15 Quai des Chartrons',
        codePostal: '33000',
        ville: 'Bordeaux',
      } satisfies FieldValues,
      text: {
        complement: '2e étage droite',
        surface_habitable: '86.4',
        nombre_pieces: '4',
        nombre_chambres: '3',
        description_quartier: 'Chartrons, commerces et tramway au pied',
        descriptif_annonce: 'Appartement 4 pièces avec balcon, quai des Chartrons.',
        dpe_date: '2025-06-12',
        dpe_nrj: '168',
        dpe_ges: '21',
        cout_ann_min: '1030',
        cout_ann_max: '1440',
        date_ref_dpe: '2024',
      } satisfies FieldValues,
      coOwnership: {
        nb_lots: '18',
        charge: '2160',
        nom_syndic: 'Cabinet Gironde Syndic',
      } satisfies FieldValues,
      radios: {
        constru_moins5ans: 'non',
        copropriete: 'oui',
        dpe_lettre: 'C',
        ges_lettre: 'D',
        etat_des_risques: 'oui',
      } satisfies FieldValues,
    },
    vendors: ['claire.martin@exemple.fr', 'paul.martin@exemple.fr'],
    photos: {
      files: ['facade.jpg', 'jardin.png', 'maison.heic'],
      /** After the HEIC is dragged first: legends in their final order. */
      legends: ['Maison côté rue', 'Façade sur les quais', 'Jardin et terrasse'],
    },
    links: {
      lienVisiteVirtuelle: 'https://my.matterport.com/show/?m=Bdx2026Chartrons',
      lienVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    } satisfies FieldValues,
  };
}
type JourneySale = ReturnType<typeof journeySale>;

describe('Browser journeys: the sale editor in Chromium (e2e)', function () {
  this.timeout(120_000);
  this.slow(30_000);

  const suite = useBrowserJourneys();
  const newPage = (who: string, email?: string) => suite.newUserPage(who, email);

  /** The API as the browser's session sees it (its BEARER cookie). */
  const apiJson = async <T>(page: Page, path: string): Promise<T> => {
    const response = await page.context().request.get(path);
    expect(response.status(), `GET ${path}`).to.equal(200);
    return (await response.json()) as T;
  };

  const photoLegendsOnServer = async (page: Page, bienId: number) =>
    (
      await apiJson<{ data: { images: { legend: string | null; url: string }[] } }>(
        page,
        `/v2/sell/photos/get-photos-bien/${bienId}`,
      )
    ).data.images.map((image) => image.legend ?? '');

  const bienIdOf = (page: Page): number => {
    const match = /\/bien\/(\d+)\/informations/.exec(new URL(page.url()).pathname);
    if (!match) throw new Error(`not on a sale form: ${page.url()}`);
    return Number(match[1]);
  };

  async function fillGeneralTab(page: Page, sale: JourneySale): Promise<void> {
    const { general } = sale;
    await page.locator('select[name="type"]').selectOption('APPT');
    await page.locator('select[name="sous_nature"]').selectOption('Appartement');
    await fillFields(page, general.text);
    await chooseRadio(page, 'flat_price_answer', 'oui');
    await fillFields(page, { flat_price: general.flatFee });
    // 'Oui': the first price is the first offer plus the fee, and cannot be typed.
    const firstPrice = page.locator('input[name="premier_prix"]');
    expect(await firstPrice.isDisabled(), 'premier_prix disabled with a flat fee').to.equal(true);
    expect(await firstPrice.inputValue()).to.equal(general.firstPrice);
    for (const [name, value] of Object.entries(general.radios)) await chooseRadio(page, name, value);
    await fillFields(page, { nature_travaux: general.natureTravaux });
    for (const kind of general.heating) await setCheckbox(page, 'chauffage', true, kind);
    for (const amenity of general.amenities) await setCheckbox(page, amenity, true);
  }

  async function fillPrecisionsTab(page: Page, sale: JourneySale): Promise<void> {
    const { precisions } = sale;
    // The address comes from the autocomplete (debounced 300 ms), never typed into postcode/commune.
    const address = page.getByTestId('address-input');
    await address.pressSequentially(precisions.addressTyped, { delay: 15 });
    const suggestion = page.getByTestId('address-suggestion').filter({ hasText: '33000' }).first();
    await suggestion.waitFor({ state: 'visible', timeout: 10_000 });
    await suggestion.click();
    await eventually(
      'the address, postcode and commune filled from the suggestion',
      () => readFields(page, Object.keys(precisions.address)),
      (values) => JSON.stringify(values) === JSON.stringify(precisions.address),
    );
    // Coordinates arrived with the suggestion: no red GPS banner.
    expect(await page.getByTestId('gps-banner').count(), 'gps banner').to.equal(0);
    expect(await page.locator('output[name="codeInsee"]').textContent()).to.equal('33063');
    expect(await page.locator('output[name="departement"]').textContent()).to.equal('33');
    // Without a map token the map says it is off, and the rest works.
    await visible(page, 'map-off');

    await fillFields(page, precisions.text);
    for (const [name, value] of Object.entries(precisions.radios)) await chooseRadio(page, name, value);
    await fillFields(page, precisions.coOwnership);
  }

  async function fillVendorsTab(page: Page, sale: JourneySale): Promise<void> {
    for (const [index, email] of sale.vendors.entries()) {
      await page.getByTestId('vendor-add').click();
      await fillFields(page, { [`vendeurs.${index}.email`]: email });
    }
    // The second seller becomes the primary contact.
    await page.locator('label.ns-vendor-primary:has(input[name="vendeurs.1.primary"])').click();
  }

  async function saveAndExpectPrecisionTab(page: Page, bienId?: number): Promise<number> {
    const submit = page.getByTestId('sale-submit');
    await submit.click();
    await page.waitForURL(/\/espace-negociateur\/bien\/\d+\/informations\?onglet=precision$/, {
      timeout: 15_000,
    });
    const saved = bienIdOf(page);
    if (bienId !== undefined) expect(saved).to.equal(bienId);
    await eventually(
      'the Précisions tab after the save',
      () => page.getByTestId('tab-precisions').getAttribute('aria-selected'),
      (selected) => selected === 'true',
    );
    expect(await page.getByTestId('save-error').count(), 'save error').to.equal(0);
    return saved;
  }

  /** The photos in the order the tab shows them, each with its state and legend. */
  const photoCards = (page: Page) =>
    page.getByTestId('photo-item').evaluateAll((items) =>
      items.map((item) => ({
        state: item.getAttribute('data-state'),
        legend: item.querySelector<HTMLInputElement>('[data-testid="photo-legend"]')?.value ?? '',
        id: item.getAttribute('data-photo-id'),
        loaded: (() => {
          const image = item.querySelector('img');
          return Boolean(image?.complete && image.naturalWidth > 0);
        })(),
      })),
    );

  async function addAndArrangePhotos(page: Page, sale: JourneySale, bienId: number): Promise<void> {
    await openTab(page, 'tab-photos');
    // Chromium has no HEIC decoder of its own: the WebAssembly one must be fetched for the third file.
    const decoderChunk = page.waitForResponse((response) => /\/heic-to\.[0-9a-f]+\.js$/.test(response.url()));
    await page
      .getByTestId('photos-input')
      .setInputFiles(sale.photos.files.map((file) => join(PHOTO_FIXTURES, file)));
    const uploaded = await eventually(
      'the three photos uploaded (HEIC converted in the browser)',
      () => photoCards(page),
      (cards) => cards.length === 3 && cards.every((card) => card.state === 'uploaded' && card.loaded),
      40_000,
    );
    expect(await page.getByTestId('photo-error').count(), 'photo errors').to.equal(0);
    expect((await decoderChunk).status(), 'the HEIC decoder chunk').to.equal(200);
    const [facadeId, jardinId, maisonId] = uploaded.map((card) => card.id);

    // Drag the converted HEIC (third) onto the first place, then name the three.
    await page.getByTestId('photo-item').nth(2).dragTo(page.getByTestId('photo-item').nth(0));
    await eventually(
      'the HEIC photo first after the drag',
      async () => (await photoCards(page)).map((card) => card.id),
      (ids) => JSON.stringify(ids) === JSON.stringify([maisonId, facadeId, jardinId]),
    );
    for (const [index, legend] of sale.photos.legends.entries()) {
      const input = page.getByTestId('photo-legend').nth(index);
      await input.fill(legend);
      await input.press('Enter');
    }
    // The order goes 1 s after the last move, the legends on Enter: the server has both soon after.
    await eventually(
      'the order and legends on the server',
      () => photoLegendsOnServer(page, bienId),
      (legends) => JSON.stringify(legends) === JSON.stringify(sale.photos.legends),
      10_000,
    );
    await fillFields(page, sale.links);
  }

  async function expectEverythingKept(page: Page, sale: JourneySale): Promise<void> {
    const { general, precisions } = sale;
    await openTab(page, 'tab-general');
    await visible(page, 'general-tab');
    await eventually(
      'the General tab loaded from the server',
      () => readFields(page, ['ref_client']),
      (values) => values.ref_client === general.text.ref_client,
    );
    expect(await readFields(page, Object.keys(general.text))).to.deep.equal(general.text);
    expect(await readFields(page, ['type', 'sous_nature', 'flat_price', 'premier_prix'])).to.deep.equal({
      type: 'APPT',
      sous_nature: 'Appartement',
      flat_price: general.flatFee,
      premier_prix: general.firstPrice,
    });
    expect(await readRadios(page, [...Object.keys(general.radios), 'flat_price_answer'])).to.deep.equal({
      ...general.radios,
      flat_price_answer: 'oui',
    });
    expect(await readFields(page, ['nature_travaux'])).to.deep.equal({
      nature_travaux: general.natureTravaux,
    });
    expect((await readCheckedBoxes(page)).sort()).to.deep.equal(
      [...general.heating.map((kind) => `chauffage:${kind}`), ...general.amenities].sort(),
    );

    await openTab(page, 'tab-precisions');
    expect(await readFields(page, Object.keys(precisions.address))).to.deep.equal(precisions.address);
    expect(await readFields(page, Object.keys(precisions.text))).to.deep.equal(precisions.text);
    expect(await readFields(page, Object.keys(precisions.coOwnership))).to.deep.equal(precisions.coOwnership);
    expect(await readRadios(page, Object.keys(precisions.radios))).to.deep.equal(precisions.radios);
    expect(await page.getByTestId('gps-banner').count(), 'gps banner after reload').to.equal(0);

    await openTab(page, 'tab-vendors');
    expect(await readFields(page, ['vendeurs.0.email', 'vendeurs.1.email'])).to.deep.equal({
      'vendeurs.0.email': sale.vendors[0],
      'vendeurs.1.email': sale.vendors[1],
    });
    expect(await page.locator('input[name="vendeurs.1.primary"]').isChecked(), 'primary seller').to.equal(
      true,
    );

    await openTab(page, 'tab-photos');
    const cards = await eventually(
      'the three photos back, in their order',
      () => photoCards(page),
      (found) => found.length === 3 && found.every((card) => card.loaded),
      15_000,
    );
    expect(cards.map((card) => card.legend)).to.deep.equal(sale.photos.legends);
    expect(await readFields(page, Object.keys(sale.links))).to.deep.equal(sale.links);
  }

  it('a negotiator logs in, builds a sale with three photos (one HEIC), saves, reloads and finds it all', async () => {
    const sale = journeySale(`BDX-E2E-${String(Date.now()).slice(-8)}`);
    const page = await newPage('negotiator');

    // Logging in through the accounts page, then into the space from its address.
    await page.goto(LOGIN_PAGE_PATH);
    await (await visible(page, 'login-email', 20_000)).fill(DEMO_EMAILS.negotiator);
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname !== LOGIN_PAGE_PATH, { timeout: 15_000 });
    await page.goto(SPACE);
    await visible(page, 'negotiator-sales', 20_000);
    await page.getByTestId('new-sale').click();
    await page.waitForURL(/\/espace-negociateur\/bien\/nouveau/);
    await visible(page, 'sale-form', 20_000);

    await fillGeneralTab(page, sale);
    await snap(page, 'sale-editor-general-filled');
    await openTab(page, 'tab-precisions');
    await fillPrecisionsTab(page, sale);
    await snap(page, 'sale-editor-precisions-filled');
    await openTab(page, 'tab-vendors');
    await fillVendorsTab(page, sale);

    const bienId = await saveAndExpectPrecisionTab(page);
    await addAndArrangePhotos(page, sale, bienId);
    await snap(page, 'sale-editor-photos');
    await saveAndExpectPrecisionTab(page, bienId);

    await page.reload();
    await visible(page, 'sale-form', 20_000);
    await expectEverythingKept(page, sale);

    // The sale is in the negotiator's list, under its reference.
    await page.goto(SPACE + '?statut=a_venir');
    await eventually(
      'the new sale in the upcoming sales',
      () => page.getByTestId('sales-row').allTextContents(),
      (rows) => rows.some((row) => row.includes(sale.general.text.nom)),
    );
  });

  it('submitting an empty form shows the message of every required field, on each tab', async () => {
    const page = await newPage('negotiator', DEMO_EMAILS.negotiator);
    await page.goto(`${SPACE}/bien/nouveau`);
    await visible(page, 'sale-form', 20_000);
    await page.getByTestId('sale-submit').click();

    // What core's rules say of an empty form, in French: the messages expected under the fields.
    const expected = Object.fromEntries(
      Object.entries(validateSaleForm(defaultSaleFormValues(), { now: Date.now() }).errors).map(
        ([field, error]) => [field, fr(error!.code)],
      ),
    );
    expect(Object.keys(expected)).to.include.members(['ref_client', 'nom', 'type', 'adresse', 'dpe_date']);
    expect(expected.ref_client).to.equal('Champ obligatoire');

    const shown: FieldValues = {};
    for (const tab of ['tab-general', 'tab-precisions', 'tab-photos', 'tab-vendors'] as const) {
      await openTab(page, tab);
      Object.assign(shown, await shownFieldErrors(page));
      if (tab === 'tab-general') await snap(page, 'sale-editor-empty-submitted');
    }
    expect(shown).to.deep.equal(expected);
    // Nothing was sent: still the new sale.
    expect(new URL(page.url()).pathname).to.equal(`${SPACE}/bien/nouveau`);
  });

  it('a second negotiator cannot open the first one’s sale (only its own negotiator or an admin)', async () => {
    const owner = await newPage('negotiator', DEMO_EMAILS.negotiator);
    const { items } = await apiJson<{ items: { bienId: number }[] }>(owner, '/ajax/biens/list');
    const bienId = items[0]!.bienId;

    const other = await newPage('second negotiator', DEMO_EMAILS.assistanceNegotiator);
    const refused = await other.context().request.get(`/v2/sell/${bienId}`);
    expect(refused.status()).to.equal(403);
    await other.goto(`${SPACE}/bien/${bienId}/informations`);
    const error = await visible(other, 'sale-form-load-error', 20_000);
    expect(await error.textContent()).to.contain(fr('sale_form_load_forbidden'));
    expect(await other.getByTestId('sale-form').count()).to.equal(0);
    await snap(other, 'sale-editor-other-negotiator');

    // The owner opens it, and so does an administrator.
    await owner.goto(`${SPACE}/bien/${bienId}/informations`);
    await visible(owner, 'sale-form', 20_000);
    const admin = await newPage('admin', DEMO_EMAILS.admin);
    await admin.goto(`${SPACE}/bien/${bienId}/informations`);
    await visible(admin, 'sale-form', 20_000);
  });
});
