import { expect } from 'chai';
import { ANONYMOUS } from '../../../../core/src/domain/user/user.js';
import { aVisit } from '../../../../core/src/testing/index.js';
import { DAY_MS } from '../../../../core/src/shared/time.js';
import { FetchVisits } from '../../../../core/src/use-cases/fetch-visits/fetch-visits.js';
import { visitFixture } from './visit-fixture.js';

// DEFAULT_TEST_NOW is 21/11/2026 11:00 in Paris: the mother's slots start at 11:00 Paris time.
describe('FetchVisits', () => {
  const setUp = async () => {
    const fixture = await visitFixture();
    const { kit, property } = fixture;
    const now = kit.clock.now();
    const add = (days: number) =>
      kit.repos.visits.add(aVisit({ propertyId: property.id, startsAt: now + days * DAY_MS }));
    const sunday = await add(1);
    const monday = await add(2);
    const tuesday = await add(3);
    return { ...fixture, sunday, monday, tuesday, useCase: new FetchVisits(kit) };
  };
  const idsOf = (result: { ok: boolean; value?: { id: number }[] }) => (result.value ?? []).map((v) => v.id);

  it('keeps the slots starting within whole days', async () => {
    const { negotiator, property, sunday, monday, useCase } = await setUp();
    const result = await useCase.execute({
      viewer: negotiator,
      bienId: property.id,
      from: '2026-11-22',
      to: '2026-11-23',
    });
    expect(idsOf(result)).to.deep.equal([sunday.id, monday.id]);
  });

  it('takes exact times as inclusive bounds, and either bound alone', async () => {
    const { negotiator, property, sunday, monday, tuesday, useCase } = await setUp();
    const run = (from?: unknown, to?: unknown) =>
      useCase.execute({ viewer: negotiator, bienId: property.id, from, to });
    expect(idsOf(await run('2026-11-23 11:00:00', '2026-11-24 10:59:59'))).to.deep.equal([monday.id]);
    expect(idsOf(await run('2026-11-23 11:00:01'))).to.deep.equal([tuesday.id]);
    expect(idsOf(await run(undefined, '2026-11-22 11:00:00'))).to.deep.equal([sunday.id]);
    expect(idsOf(await run(null, ''))).to.deep.equal([sunday.id, monday.id, tuesday.id]);
  });

  it('shows a buyer only what the listing shows them', async () => {
    const { kit, buyer, secondBuyer, property, sunday, monday, useCase } = await setUp();
    await kit.repos.visits.update({ ...monday, attendeeIds: [secondBuyer.id] });
    const result = await useCase.execute({
      viewer: buyer,
      bienId: property.id,
      from: '2026-11-22',
      to: '2026-11-23',
    });
    expect(idsOf(result)).to.deep.equal([sunday.id]);
    expect(await useCase.execute({ viewer: ANONYMOUS, bienId: property.id })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
  });

  it('refuses a malformed bound and an inverted range', async () => {
    const { negotiator, property, useCase } = await setUp();
    expect(
      await useCase.execute({ viewer: negotiator, bienId: property.id, from: '22/11/2026' }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'visit_date_invalid', field: 'from' },
    });
    expect(await useCase.execute({ viewer: negotiator, bienId: property.id, to: 3 })).to.deep.equal({
      ok: false,
      error: { code: 'visit_date_invalid', field: 'to' },
    });
    expect(
      await useCase.execute({
        viewer: negotiator,
        bienId: property.id,
        from: '2026-11-24',
        to: '2026-11-23',
      }),
    ).to.deep.equal({ ok: false, error: { code: 'visit_range_inverted', field: 'to' } });
    expect(
      (
        await useCase.execute({
          viewer: negotiator,
          bienId: property.id,
          from: '2026-11-24',
          to: '2026-11-24',
        })
      ).ok,
    ).to.equal(true);
  });
});
