import { expect } from 'chai';
import sinon from 'sinon';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { GetPropertyPage } from '../../../../core/src/use-cases/get-property-page/get-property-page.js';
import {
  anonymousPageMoment,
  readPageSale,
  readPageStanding,
} from '../../../../core/src/use-cases/get-property-page/page-parts.js';
import { HOUR_MS } from '../../../../core/src/shared/time.js';
import {
  aDocument,
  aFavourite,
  aNegotiator,
  aPhoto,
  aProperty,
  aUser,
  createTestKit,
} from '../../../../core/src/testing/index.js';
import { aLiveSale, aRegisteredBuyer, type Sale } from './fixture.js';

async function withMedia(sale: Sale) {
  const { repos } = sale.kit;
  const second = await repos.photos.add(
    aPhoto({ propertyId: sale.property.id, position: 1, legend: 'Jardin' }),
  );
  const main = await repos.photos.add(
    aPhoto({ propertyId: sale.property.id, position: 0, legend: 'Façade' }),
  );
  const free = await repos.documents.add(aDocument({ propertyId: sale.property.id, free: true }));
  const restricted = await repos.documents.add(
    aDocument({
      propertyId: sale.property.id,
      free: false,
      name: 'Titre de propriété',
      kind: 'titre_propriete',
    }),
  );
  return { main, second, free, restricted };
}

const page = async (sale: Sale, viewer = ANONYMOUS) => {
  const result = await new GetPropertyPage(sale.kit).execute({ viewer, propertyId: sale.property.id });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('GetPropertyPage', () => {
  it('gives an anonymous visitor the public page: no reserve price, no vendor e-mail, currentUser 0', async () => {
    const sale = await aLiveSale();
    const value = await page(sale);

    expect(value.now).to.equal(sale.kit.clock.now());
    expect(value.property).to.include({
      id: sale.property.id,
      title: sale.property.title,
      firstPrice: 250_000,
    });
    expect(value.property.fees).to.equal(10_000);
    const text = JSON.stringify(value);
    expect(text).not.to.contain('reservePrice');
    expect(text).not.to.contain(String(sale.property.reservePrice));
    expect(text).not.to.contain('vendeur.annecy@example.fr');
    expect(text).not.to.contain('netSellerPrice');
    expect(value.user).to.deep.equal({ currentUser: 0, userInfos: [], userVerified: '0', canAuction: '0' });
    expect(value).to.include({
      registered: false,
      visitDone: false,
      mustRegister: true,
      isFavourite: false,
      phase: 'live',
      inFinalPhase: true,
    });
    expect(value.bidControls.enabled).to.equal(false);
    expect(value.auction).to.deep.include({ auction: sale.auction, phase: 'live', minimumBid: 250_000 });
  });

  it('withholds the street and the coordinates when afficher_adresse is off', async () => {
    const kit = createTestKit();
    const property = await kit.repos.properties.add(aProperty({ showAddress: false }));
    const result = await new GetPropertyPage(kit).execute({ viewer: ANONYMOUS, propertyId: property.id });
    expect(result.ok && result.value.property.address).to.deep.equal({
      street: null,
      complement: null,
      postcode: '74000',
      city: 'Annecy',
      department: '74',
      lat: null,
      lng: null,
    });
    const shown = await kit.repos.properties.add(aProperty());
    const visible = await new GetPropertyPage(kit).execute({ viewer: ANONYMOUS, propertyId: shown.id });
    expect(visible.ok && visible.value.property.address).to.include({
      street: '12 Rue Sainte-Claire',
      lat: 45.8988,
    });
  });

  it('lists the photos by priority with their 1920 and 1024 urls', async () => {
    const sale = await aLiveSale();
    const { main, second } = await withMedia(sale);
    const value = await page(sale);
    expect(value.photos).to.deep.equal([
      {
        id: main.id,
        legend: 'Façade',
        position: 0,
        url: `/media/photos/${main.id}?width=1920`,
        thumbnailUrl: `/media/photos/${main.id}?width=1024`,
      },
      {
        id: second.id,
        legend: 'Jardin',
        position: 1,
        url: `/media/photos/${second.id}?width=1920`,
        thumbnailUrl: `/media/photos/${second.id}?width=1024`,
      },
    ]);
  });

  it('hides restricted documents from a non-buyer within the last 36 hours, shows them to a registered buyer', async () => {
    const sale = await aLiveSale();
    const { free, restricted } = await withMedia(sale);
    const buyer = await aRegisteredBuyer(sale);
    const stranger = viewerOf(await sale.kit.repos.users.add(aUser()));

    const forStranger = await page(sale, stranger);
    expect(forStranger.inFinalPhase).to.equal(true);
    expect(forStranger.documents.map((d) => d.id)).to.deep.equal([free.id]);
    expect(forStranger.showDocumentsButton).to.equal(true);

    const forBuyer = await page(sale, buyer);
    expect(forBuyer.documents.map((d) => d.id)).to.deep.equal([free.id, restricted.id]);
    expect(forBuyer.documents[1]).to.deep.equal({
      id: restricted.id,
      name: 'Titre de propriété',
      mimeType: 'application/pdf',
      kind: 'titre_propriete',
      free: false,
      uploadedAt: restricted.uploadedAt,
    });
  });

  it('shows restricted documents to anyone before the last 36 hours, and every document to a negotiator', async () => {
    const sale = await aLiveSale();
    const { free, restricted } = await withMedia(sale);
    sale.kit.clock.set(sale.auction.endAt - 36 * HOUR_MS - 1);
    expect((await page(sale)).documents.map((d) => d.id)).to.deep.equal([free.id, restricted.id]);
    sale.kit.clock.set(sale.auction.endAt - HOUR_MS);
    const negotiator = viewerOf(await sale.kit.repos.users.add(aNegotiator()));
    expect((await page(sale, negotiator)).documents.map((d) => d.id)).to.deep.equal([free.id, restricted.id]);
  });

  it('tells a registered, visited buyer they may bid, and lists the buyers', async () => {
    const sale = await aLiveSale();
    const buyer = await aRegisteredBuyer(sale);
    const other = await aRegisteredBuyer(sale, { file: { visitDoneAt: null } });
    const value = await page(sale, buyer);
    expect(value).to.include({ registered: true, visitDone: true, mustRegister: false });
    expect(value.bidControls).to.deep.equal({ enabled: true, reasons: [] });
    expect(value.buyerIds).to.have.members([buyer.id, other.id]);
    expect(value.user).to.deep.equal({
      currentUser: buyer.id,
      userInfos: ['ROLE_USER'],
      userVerified: '1',
      canAuction: '1',
    });

    const notVisited = await page(sale, other);
    expect(notVisited.bidControls).to.deep.equal({ enabled: false, reasons: ['visit_not_validated'] });
    expect(notVisited.bidderBlocks).to.deep.equal(['visit_not_validated']);
    expect(notVisited.user).to.include({ userVerified: '1', canAuction: '0' });
    expect(notVisited.checklist?.map((step) => step.state)).to.deep.equal([
      'done',
      'todo',
      'done',
      'done',
      'done',
    ]);
  });

  it('refuses the negotiator the bid controls and tells the phases', async () => {
    const sale = await aLiveSale();
    const negotiator = viewerOf(await sale.kit.repos.users.add(aNegotiator()));
    const live = await page(sale, negotiator);
    expect(live.mustRegister).to.equal(false);
    expect(live.bidControls.reasons).to.include('negotiator');

    sale.kit.clock.set(sale.auction.startAt - 1);
    expect((await page(sale)).phase).to.equal('upcoming');
    sale.kit.clock.set(sale.auction.endAt);
    const ended = await page(sale);
    expect(ended).to.include({ phase: 'ended', inFinalPhase: false });
    expect(ended.bidControls.reasons).to.include('ended');
  });

  it('says whether the property is in the viewer’s favourites', async () => {
    const sale = await aLiveSale();
    const buyer = await aRegisteredBuyer(sale);
    expect((await page(sale, buyer)).isFavourite).to.equal(false);
    await sale.kit.repos.favourites.add(aFavourite({ userId: buyer.id, propertyId: sale.property.id }));
    expect((await page(sale, buyer)).isFavourite).to.equal(true);
  });

  it('answers a property without auction, timed by its offers window', async () => {
    const kit = createTestKit();
    const property = await kit.repos.properties.add(aProperty());
    const result = await new GetPropertyPage(kit).execute({ viewer: ANONYMOUS, propertyId: property.id });
    expect(result.ok && result.value).to.include({ auction: null, phase: 'live' });
  });

  it('refuses an unknown property and a malformed id', async () => {
    const sale = await aLiveSale();
    const useCase = new GetPropertyPage(sale.kit);
    expect(await useCase.execute({ viewer: ANONYMOUS, propertyId: 999 })).to.deep.equal({
      ok: false,
      error: { code: 'not_found', field: 'propertyId' },
    });
    for (const propertyId of ['1', 0, -3, 1.5, null]) {
      expect(await useCase.execute({ viewer: ANONYMOUS, propertyId }), String(propertyId)).to.deep.equal({
        ok: false,
        error: { code: 'invalid_input', field: 'propertyId' },
      });
    }
  });

  describe('in parts (a cache keeps the sale and the auction)', () => {
    it('builds from the parts it is given the very page it builds alone, reading neither again', async () => {
      const sale = await aLiveSale();
      await withMedia(sale);
      const buyer = await aRegisteredBuyer(sale);
      const parts = {
        sale: (await readPageSale(sale.kit.repos, sale.property.id))!,
        standing: await readPageStanding(sale.kit.repos, sale.property.id),
      };
      const { repos } = sale.kit;
      const reads = [
        sinon.spy(repos.properties, 'findById'),
        sinon.spy(repos.photos, 'listByProperty'),
        sinon.spy(repos.documents, 'listByProperty'),
        sinon.spy(repos.buyerFiles, 'listByProperty'),
        sinon.spy(repos.auctions, 'findByPropertyId'),
      ];
      for (const viewer of [ANONYMOUS, buyer]) {
        for (const read of reads) read.resetHistory();
        const given = await new GetPropertyPage(sale.kit).execute({
          viewer,
          propertyId: sale.property.id,
          ...parts,
        });
        expect(reads.map((read) => read.callCount)).to.deep.equal([0, 0, 0, 0, 0]);
        expect(given).to.deep.equal({ ok: true, value: await page(sale, viewer) });
      }
      for (const read of reads) read.restore();
    });

    it('names the moment of an anonymous page: what moves with time alone', async () => {
      const sale = await aLiveSale();
      const parts = {
        sale: (await readPageSale(sale.kit.repos, sale.property.id))!,
        standing: await readPageStanding(sale.kit.repos, sale.property.id),
      };
      const now = sale.kit.clock.now();
      const live = anonymousPageMoment(parts.sale, parts.standing, now);
      expect(anonymousPageMoment(parts.sale, parts.standing, now + 1000)).to.equal(live);
      expect(anonymousPageMoment(parts.sale, parts.standing, sale.auction.endAt + 1)).to.not.equal(live);
    });
  });
});
