import { expect } from 'chai';
import { ANONYMOUS, viewerOf, type Viewer } from '../../../../core/src/domain/user/user.js';
import { RegisterInterest } from '../../../../core/src/use-cases/register-interest/register-interest.js';
import { aNegotiator, aProperty, aSeller, aUser, anAdmin } from '../../../../core/src/testing/index.js';
import { aLiveSale, type Sale } from './fixture.js';

const aUserOf = async (sale: Sale): Promise<Viewer> => viewerOf(await sale.kit.repos.users.add(aUser()));

describe('RegisterInterest (Ce bien m’intéresse)', () => {
  it('opens the buyer file as interested and publishes InterestRegistered', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const now = sale.kit.clock.now();

    const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });

    expect(result.ok).to.equal(true);
    if (!result.ok) return;
    expect(result.value.created).to.equal(true);
    expect(result.value.file).to.deep.include({
      propertyId: sale.property.id,
      userId: viewer.id,
      interest: 'interested',
      registeredAt: now,
      visitDoneAt: null,
    });
    expect(await sale.kit.repos.buyerFiles.find(sale.property.id, viewer.id)).to.deep.equal(
      result.value.file,
    );
    expect(sale.kit.events.events).to.deep.equal([
      { type: 'InterestRegistered', propertyId: sale.property.id, userId: viewer.id },
    ]);
  });

  it('records the interest given', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const result = await new RegisterInterest(sale.kit).execute({
      viewer,
      propertyId: sale.property.id,
      interest: 'undecided',
    });
    expect(result.ok && result.value.file.interest).to.equal('undecided');
  });

  it('returns the existing file when registering twice, without a second event', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const useCase = new RegisterInterest(sale.kit);
    const first = await useCase.execute({ viewer, propertyId: sale.property.id });

    const second = await useCase.execute({ viewer, propertyId: sale.property.id, interest: 'no_comment' });

    expect(second).to.deep.equal({ ok: true, value: { file: first.ok && first.value.file, created: false } });
    expect(await sale.kit.repos.buyerFiles.listByProperty(sale.property.id)).to.have.length(1);
    expect(sale.kit.events.events).to.have.length(1);
  });

  it('opens one file only when the same buyer clicks twice at once', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const useCase = new RegisterInterest(sale.kit);

    const results = await Promise.all([
      useCase.execute({ viewer, propertyId: sale.property.id }),
      useCase.execute({ viewer, propertyId: sale.property.id }),
    ]);

    expect(results.map((r) => r.ok && r.value.created).sort()).to.deep.equal([false, true]);
    expect(await sale.kit.repos.buyerFiles.listByProperty(sale.property.id)).to.have.length(1);
  });

  it('still answers the existing file after the end', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });
    sale.kit.clock.set(sale.auction.endAt);

    const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });

    expect(result.ok && result.value.created).to.equal(false);
  });

  it('registers before the sale opens', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    sale.kit.clock.set(sale.auction.startAt - 1);
    const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });
    expect(result.ok && result.value.created).to.equal(true);
  });

  it('refuses a new registration once the sale has ended (at the end in force)', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    sale.kit.clock.set(sale.auction.endAt);

    const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });

    expect(result).to.deep.equal({ ok: false, error: { code: 'interest_sale_ended' } });
    expect(sale.kit.events.events).to.deep.equal([]);
  });

  it('refuses a new registration once the seller accepted an offer', async () => {
    const sale = await aLiveSale({ closedAt: Date.UTC(2026, 10, 21, 9) });
    const viewer = await aUserOf(sale);
    const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });
    expect(result).to.deep.equal({ ok: false, error: { code: 'interest_sale_ended' } });
  });

  it('uses the offers window of a property that has no auction yet', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const bare = await sale.kit.repos.properties.add(aProperty());
    const useCase = new RegisterInterest(sale.kit);

    sale.kit.clock.set(bare.offersEndAt - 1);
    const open = await useCase.execute({ viewer, propertyId: bare.id });
    const another = await useCase.execute({ viewer: await aUserOf(sale), propertyId: bare.id });
    sale.kit.clock.set(bare.offersEndAt);
    const closed = await useCase.execute({ viewer: await aUserOf(sale), propertyId: bare.id });

    expect(open.ok && another.ok).to.equal(true);
    expect(closed).to.deep.equal({ ok: false, error: { code: 'interest_sale_ended' } });
  });

  it('refuses an anonymous visitor as unauthenticated (the HTTP layer redirects to login with bienVente)', async () => {
    const sale = await aLiveSale();
    const result = await new RegisterInterest(sale.kit).execute({
      viewer: ANONYMOUS,
      propertyId: sale.property.id,
    });
    expect(result).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
  });

  it('refuses a session whose account no longer exists', async () => {
    const sale = await aLiveSale();
    const ghost: Viewer = { ...ANONYMOUS, id: 999, roles: ['ROLE_USER'] };
    const result = await new RegisterInterest(sale.kit).execute({
      viewer: ghost,
      propertyId: sale.property.id,
    });
    expect(result).to.deep.equal({ ok: false, error: { code: 'unauthenticated' } });
  });

  it('refuses a negotiator', async () => {
    const sale = await aLiveSale();
    const negotiator = viewerOf(await sale.kit.repos.users.add(aNegotiator()));
    const result = await new RegisterInterest(sale.kit).execute({
      viewer: negotiator,
      propertyId: sale.property.id,
    });
    expect(result).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    expect(await sale.kit.repos.buyerFiles.listByProperty(sale.property.id)).to.deep.equal([]);
  });

  it('refuses an account that is not a buyer (ROLE_USER): a seller or an admin', async () => {
    const sale = await aLiveSale();
    for (const mother of [aSeller, anAdmin]) {
      const viewer = viewerOf(await sale.kit.repos.users.add(mother()));
      const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: sale.property.id });
      expect(result).to.deep.equal({ ok: false, error: { code: 'forbidden' } });
    }
    expect(await sale.kit.repos.buyerFiles.listByProperty(sale.property.id)).to.deep.equal([]);
  });

  it('refuses a buyer who is one of the property’s sellers, whatever the case of the e-mail', async () => {
    const sale = await aLiveSale();
    const seller = await sale.kit.repos.users.add(aUser({ email: 'famille.dupont@example.fr' }));
    await sale.kit.repos.properties.update({
      ...sale.property,
      vendors: [{ email: 'Famille.Dupont@Example.fr', primary: true }],
    });

    const result = await new RegisterInterest(sale.kit).execute({
      viewer: viewerOf(seller),
      propertyId: sale.property.id,
    });

    expect(result).to.deep.equal({ ok: false, error: { code: 'interest_own_property' } });
    expect(await sale.kit.repos.buyerFiles.listByProperty(sale.property.id)).to.deep.equal([]);
  });

  it('refuses an unknown property', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const result = await new RegisterInterest(sale.kit).execute({ viewer, propertyId: 404 });
    expect(result).to.deep.equal({ ok: false, error: { code: 'not_found', field: 'propertyId' } });
  });

  it('refuses a property id or an interest that is not valid', async () => {
    const sale = await aLiveSale();
    const viewer = await aUserOf(sale);
    const useCase = new RegisterInterest(sale.kit);
    expect(await useCase.execute({ viewer, propertyId: 'abc' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'propertyId' },
    });
    expect(await useCase.execute({ viewer, propertyId: sale.property.id, interest: 'maybe' })).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'interest' },
    });
  });
});
