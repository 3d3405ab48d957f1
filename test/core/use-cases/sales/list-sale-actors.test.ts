import { expect } from 'chai';
import type { Property } from '../../../../core/src/domain/property/property.js';
import { ANONYMOUS, viewerOf, type User, type Viewer } from '../../../../core/src/domain/user/user.js';
import {
  aBuyer,
  aBuyerFile,
  aProperty,
  aQualifiedBuyerFile,
  aSeller,
  aUser,
  aVisit,
} from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
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
    useCase = new ListSaleActors({ repos, clock });
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
    lateBuyer = await repos.users.add(aUser({ firstName: 'Léa', lastName: 'Roux' }));
    earlyBuyer = await repos.users.add(aBuyer({ firstName: 'Hugo', lastName: 'Petit' }));
    const now = clock.now();
    await repos.buyerFiles.add(
      aBuyerFile({
        propertyId: property.id,
        userId: lateBuyer.id,
        registeredAt: now - 1000,
        identity: {
          document: { ...aQualifiedBuyerFile().identity.document!, fileName: 'passeport-lea.png' },
          documentDeletedAt: null,
          review: {
            status: 'refused',
            submittedAt: now - 900,
            decidedAt: now - 800,
            decidedBy: world.negotiator.id,
            refusalReason: 'Photo floue',
          },
        },
      }),
    );
    await repos.visits.add(
      aVisit({ propertyId: property.id, startsAt: now + DAY_MS, attendeeIds: [lateBuyer.id] }),
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
    const [early, late] = result.value.acheteurs;
    expect(early).to.deep.equal({
      id: early!.id,
      userId: earlyBuyer.id,
      firstName: 'Hugo',
      lastName: 'Petit',
      email: earlyBuyer.email,
      phone: earlyBuyer.phone,
      interest: 'undecided',
      registeredAt: now - 5000,
      visit: { booked: null, doneAt: now - 3000 },
      identity: {
        status: 'approved',
        accountVerified: true,
        fileName: 'carte-identite.pdf',
        uploadedAt: aQualifiedBuyerFile().identity.document!.uploadedAt,
        refusalReason: null,
      },
      agrement: {
        status: 'approved',
        signedAt: now - 2000,
        signedName: 'Camille Martin',
        refusalReason: null,
      },
      financing: { kind: 'loan', loanAmount: 350_000 },
      readyToBid: true,
      bidderBlocks: [],
      commentaireSurAcquereur: 'Très motivé',
    });
    expect(late).to.deep.include({
      visit: { booked: { visitId: late!.visit.booked!.visitId, startsAt: now + DAY_MS }, doneAt: null },
      identity: {
        status: 'refused',
        accountVerified: false,
        fileName: 'passeport-lea.png',
        uploadedAt: aQualifiedBuyerFile().identity.document!.uploadedAt,
        refusalReason: 'Photo floue',
      },
      agrement: { status: 'missing', signedAt: null, signedName: null, refusalReason: null },
      financing: null,
      readyToBid: false,
      bidderBlocks: ['visit_not_validated', 'identity_refused', 'agrement_missing'],
    });
  });

  it('gives an administrator the negotiator’s view', async () => {
    const result = await useCase.execute({ viewer: world.admin, bienId: property.id });
    expect(result.ok && result.value.view).to.equal('negotiator');
  });

  it('gives a seller whose e-mail is a vendor’s the seller view: no buyer contact, comment, document name or reason', async () => {
    const result = await useCase.execute({ viewer: vendorSeller, bienId: property.id });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.value.view).to.equal('seller');
    for (const buyer of result.value.acheteurs) {
      expect(buyer).to.not.have.any.keys(['email', 'phone', 'commentaireSurAcquereur']);
      expect(buyer.identity).to.include({ fileName: null, refusalReason: null });
    }
    expect(result.value.acheteurs[0]).to.deep.include({ firstName: 'Hugo', readyToBid: true });
    expect(result.value.acheteurs[1]!.identity.status).to.equal('refused');
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
