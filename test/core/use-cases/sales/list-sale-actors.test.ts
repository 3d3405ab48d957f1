import { expect } from 'chai';
import type { Property } from '../../../../core/src/domain/property/property.js';
import { ANONYMOUS, viewerOf, type User, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  aBuyer,
  aBuyerFile,
  aProperty,
  aQualifiedBuyerFile,
  aSeller,
} from '../../../../core/src/testing/index.js';
import { ListSaleActors } from '../../../../core/src/use-cases/list-sale-actors/list-sale-actors.js';
import { salesWorld, type SalesWorld } from './sales-kit.js';

describe('ListSaleActors', () => {
  let world: SalesWorld;
  let useCase: ListSaleActors;
  let property: Property;
  let vendorSeller: Viewer;
  let lateBuyer: User;
  let earlyBuyer: User;

  beforeEach(async () => {
    world = await salesWorld();
    const { repos, clock } = world.kit;
    useCase = new ListSaleActors({ repos });
    vendorSeller = viewerOf(await repos.users.add(aSeller({ email: 'Vendeuse.Principale@Example.fr' })));
    property = await repos.properties.add(
      aProperty({
        negotiatorId: world.negotiator.id,
        vendors: [
          { email: 'vendeuse.principale@example.fr', primary: true },
          { email: 'second.vendeur@example.fr', primary: false },
        ],
      }),
    );
    lateBuyer = await repos.users.add(aBuyer({ firstName: 'Léa', lastName: 'Roux' }));
    earlyBuyer = await repos.users.add(aBuyer({ firstName: 'Hugo', lastName: 'Petit' }));
    const now = clock.now();
    await repos.buyerFiles.add(
      aBuyerFile({ propertyId: property.id, userId: lateBuyer.id, registeredAt: now - 1000 }),
    );
    const qualified = aQualifiedBuyerFile();
    await repos.buyerFiles.add(
      aBuyerFile({
        propertyId: property.id,
        userId: earlyBuyer.id,
        registeredAt: now - 5000,
        interest: 'undecided',
        visitDoneAt: now - 3000,
        identity: qualified.identity,
        agrement: {
          ...qualified.agrement,
          signature: { ...qualified.agrement.signature!, signedAt: now - 2000 },
        },
        financing: qualified.financing,
        negotiatorComment: 'Très motivé',
      }),
    );
  });

  it('gives the sale’s negotiator its negotiator, vendors and buyers, oldest registration first', async () => {
    const result = await useCase.execute({ viewer: world.negotiator, bienId: property.id });
    if (!result.ok) throw new Error(result.error.code);
    const negotiator = (await world.kit.repos.users.findById(world.negotiator.id))!;
    expect(result.value.bienId).to.equal(property.id);
    expect(result.value.view).to.equal('negotiator');
    expect(result.value.negociateur).to.deep.equal({
      id: negotiator.id,
      firstName: negotiator.firstName,
      lastName: negotiator.lastName,
      email: negotiator.email,
      phone: negotiator.phone,
    });
    expect(result.value.vendeurs).to.deep.equal([
      { email: 'vendeuse.principale@example.fr', primary: true },
      { email: 'second.vendeur@example.fr', primary: false },
    ]);
    const now = world.kit.clock.now();
    expect(result.value.acheteurs.map((buyer) => buyer.userId)).to.deep.equal([earlyBuyer.id, lateBuyer.id]);
    expect(result.value.acheteurs[0]).to.deep.include({
      userId: earlyBuyer.id,
      firstName: 'Hugo',
      lastName: 'Petit',
      email: earlyBuyer.email,
      phone: earlyBuyer.phone,
      interest: 'undecided',
      registeredAt: now - 5000,
      visitDone: true,
      visitDoneAt: now - 3000,
      agrementSigned: true,
      agrementSignedAt: now - 2000,
      identityDocumentGiven: true,
      financingPlanProvided: true,
      commentaireSurAcquereur: 'Très motivé',
    });
    expect(result.value.acheteurs[1]).to.deep.include({
      visitDone: false,
      agrementSigned: false,
      identityDocumentGiven: false,
      financingPlanProvided: false,
    });
  });

  it('gives an administrator the negotiator’s view', async () => {
    const result = await useCase.execute({ viewer: world.admin, bienId: property.id });
    expect(result.ok && result.value.view).to.equal('negotiator');
  });

  it('gives a seller whose e-mail is a vendor’s the seller view: no buyer contact, no comment', async () => {
    const result = await useCase.execute({ viewer: vendorSeller, bienId: property.id });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.view).to.equal('seller');
    for (const buyer of result.value.acheteurs) {
      expect(buyer).to.not.have.any.keys(['email', 'phone', 'commentaireSurAcquereur']);
    }
    expect(result.value.acheteurs[0]).to.deep.include({ firstName: 'Hugo', visitDone: true });
  });

  it('refuses another seller, another negotiator and a buyer: forbidden', async () => {
    for (const viewer of [world.seller, world.otherNegotiator, world.assistance, world.buyer]) {
      expect(await useCase.execute({ viewer, bienId: property.id })).to.deep.equal({
        ok: false,
        error: { code: 'forbidden' },
      });
    }
  });

  it('refuses a visitor: unauthenticated', async () => {
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('answers not_found for a sale that does not exist', async () => {
    for (const bienId of [property.id + 100, 0, -1, 1.5]) {
      expect(await useCase.execute({ viewer: world.negotiator, bienId })).to.deep.equal({
        ok: false,
        error: { code: 'not_found', field: 'bienId' },
      });
    }
  });

  it('lists a sale without buyers, and a negotiator whose account is gone as null', async () => {
    const { repos } = world.kit;
    const lonely = await repos.properties.add(aProperty({ negotiatorId: 9999, vendors: [] }));
    const result = await useCase.execute({ viewer: world.admin, bienId: lonely.id });
    expect(result.ok && result.value).to.deep.include({ negociateur: null, vendeurs: [], acheteurs: [] });
  });
});
