import { expect } from 'chai';
import { ANONYMOUS, viewerOf } from '../../../../core/src/domain/user/user.js';
import { aBuyer, aSavedSearch, aSearchCriteria, createTestKit } from '../../../../core/src/testing/index.js';
import { SendSavedSearchAlerts } from '../../../../core/src/use-cases/send-saved-search-alerts/send-saved-search-alerts.js';
import { SetSavedSearchAlert } from '../../../../core/src/use-cases/set-saved-search-alert/set-saved-search-alert.js';
import { SaveSearch } from '../../../../core/src/use-cases/save-search/save-search.js';
import { DAY_MS, HOUR_MS } from '../../../../core/src/shared/time.js';
import { aSearchDocument } from '../../../contracts/search-index.contract.js';

describe('Saved search alerts', () => {
  const setUp = async () => {
    const kit = createTestKit();
    const lea = await kit.repos.users.add(
      aBuyer({ email: 'lea@example.fr', firstName: 'Léa', locale: 'fr' }),
    );
    const john = await kit.repos.users.add(
      aBuyer({ email: 'john@example.com', firstName: 'John', locale: 'en' }),
    );
    const now = kit.clock.now();
    const live = { startAt: now - DAY_MS, endAt: now + 3 * DAY_MS };
    // Houses in Lyon under 300 000 €.
    await kit.search.upsert(aSearchDocument({ propertyId: 1, ...live, price: 250_000 }));
    await kit.search.upsert(aSearchDocument({ propertyId: 2, ...live, type: 'APPT', price: 200_000 }));
    const houses = aSearchCriteria({ types: ['MAIS'], budgetMax: 300_000, location: null, aroundRadius: 0 });
    const flats = aSearchCriteria({ types: ['APPT'], location: null, aroundRadius: 0 });
    return { kit, lea, john, now, live, houses, flats, run: () => new SendSavedSearchAlerts(kit).execute() };
  };

  it('mails nobody who switched the alerts off, and carries a link that switches them off', async () => {
    const { kit, lea, john, live, houses, run } = await setUp();
    for (const user of [lea, john])
      await kit.repos.savedSearches.add(
        aSavedSearch({ userId: user.id, name: 'Maisons', criteria: houses, alert: true }),
      );
    await run();
    await kit.repos.noticePreferences.save(john.id, { saved_search_alerts: false });
    kit.clock.advance(DAY_MS);
    await kit.search.upsert(
      aSearchDocument({ propertyId: 3, ...live, title: 'Maison neuve', price: 280_000 }),
    );
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 1, sales: 1 } });
    expect(kit.mailer.sent.map((mail) => mail.to)).to.deep.equal(['lea@example.fr']);
    expect(kit.mailer.sent[0]!.text).to.contain(
      `/desabonnement?jeton=unsubscribe.${lea.id}.saved_search_alerts`,
    );
    expect(kit.mailer.sent[0]!.html).to.contain('Ne plus recevoir les alertes de recherche');
  });

  it('first notes what already matches, then mails each user once with the new sales and their links', async () => {
    const { kit, lea, john, live, houses, flats, run } = await setUp();
    await kit.repos.savedSearches.add(
      aSavedSearch({ userId: lea.id, name: 'Maisons', criteria: houses, alert: true }),
    );
    await kit.repos.savedSearches.add(
      aSavedSearch({ userId: lea.id, name: 'Apparts', criteria: flats, alert: true }),
    );
    await kit.repos.savedSearches.add(
      aSavedSearch({ userId: john.id, name: 'Flats', criteria: flats, alert: true }),
    );
    await kit.repos.savedSearches.add(
      aSavedSearch({ userId: john.id, name: 'Off', criteria: houses, alert: false }),
    );

    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 0, sales: 0 } });
    expect(kit.mailer.sent).to.deep.equal([]);

    // A day later: a new house, a new flat, a house over budget.
    kit.clock.advance(DAY_MS);
    await kit.search.upsert(
      aSearchDocument({ propertyId: 3, ...live, title: 'Maison neuve', price: 280_000 }),
    );
    await kit.search.upsert(aSearchDocument({ propertyId: 4, ...live, type: 'APPT', title: 'T3 lumineux' }));
    await kit.search.upsert(aSearchDocument({ propertyId: 5, ...live, price: 900_000 }));
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 2, sales: 3 } });

    expect(kit.mailer.sent.map((mail) => mail.to)).to.deep.equal(['lea@example.fr', 'john@example.com']);
    const [toLea, toJohn] = kit.mailer.sent;
    expect(toLea!.subject).to.equal('De nouvelles ventes pour vos recherches');
    expect(toLea!.text).to.contain('Bonjour Léa,').and.to.contain('Recherche «\u00a0Maisons\u00a0»');
    expect(toLea!.text).to.contain(`Maison neuve — Lyon (69003) — 280\u202f000\u00a0€`);
    expect(toLea!.text).to.contain(`${kit.siteUrl}/bien/3`).and.to.contain(`${kit.siteUrl}/bien/4`);
    expect(toLea!.text).not.to.contain('/bien/5').and.not.to.contain('/bien/1');
    expect(toLea!.html).to.contain('Gérer mes recherches');
    expect(toJohn!.subject).to.equal('New sales for your searches');
    expect(toJohn!.text).to.contain('Search “Flats”:').and.to.contain(`${kit.siteUrl}/bien/4`);
    expect(toJohn!.text).not.to.contain('/bien/3');

    // Nothing new: nothing sent.
    kit.clock.advance(DAY_MS);
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 0, sales: 0 } });
    expect(kit.mailer.sent).to.have.length(2);
  });

  it('tells a sale matching two of a user’s searches once', async () => {
    const { kit, lea, live, houses, run } = await setUp();
    await kit.repos.savedSearches.add(
      aSavedSearch({ userId: lea.id, name: 'A', criteria: houses, alert: true }),
    );
    await kit.repos.savedSearches.add(
      aSavedSearch({ userId: lea.id, name: 'B', criteria: houses, alert: true }),
    );
    await run();
    await kit.search.upsert(aSearchDocument({ propertyId: 9, ...live }));
    kit.clock.advance(DAY_MS);
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 1, sales: 1 } });
    expect(kit.mailer.sent[0]!.text.split('/bien/9')).to.have.length(2);
  });

  it('runs each search once a day, whether the job runs again (a restart) or on several instances at once', async () => {
    const { kit, lea, john, live, houses, run } = await setUp();
    for (const user of [lea, john])
      await kit.repos.savedSearches.add(aSavedSearch({ userId: user.id, criteria: houses, alert: true }));
    await run();
    await kit.search.upsert(aSearchDocument({ propertyId: 9, ...live }));
    kit.clock.advance(DAY_MS);
    // Three instances start the day's run together: one mail each, not three.
    const reports = await Promise.all([run(), run(), run()]);
    expect(reports.map((r) => r.ok && r.value.mailed).reduce((a, b) => Number(a) + Number(b), 0)).to.equal(2);
    expect(kit.mailer.sent.map((mail) => mail.to).sort()).to.deep.equal([
      'john@example.com',
      'lea@example.fr',
    ]);
    // A restart later that day: nothing again, even for a sale that arrived meanwhile.
    await kit.search.upsert(aSearchDocument({ propertyId: 10, ...live }));
    kit.clock.advance(6 * HOUR_MS);
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 0, sales: 0 } });
    // The next day's run tells it.
    kit.clock.advance(DAY_MS - 6 * HOUR_MS);
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 2, sales: 2 } });
    expect(kit.mailer.sent).to.have.length(4);
  });

  it('tries again next time when the mail server is down', async () => {
    const { kit, lea, live, houses, run } = await setUp();
    await kit.repos.savedSearches.add(aSavedSearch({ userId: lea.id, criteria: houses, alert: true }));
    await run();
    await kit.search.upsert(aSearchDocument({ propertyId: 9, ...live }));
    kit.clock.advance(DAY_MS);
    kit.mailer.failWith(new Error('smtp down'));
    await run().catch(() => undefined);
    kit.mailer.failWith(null);
    kit.clock.advance(DAY_MS);
    expect(await run()).to.deep.equal({ ok: true, value: { mailed: 1, sales: 1 } });
  });

  it('saves a search with its alert and lets its owner alone turn it off', async () => {
    const { kit, lea, john } = await setUp();
    const saved = await new SaveSearch(kit).execute({
      viewer: viewerOf(lea),
      name: 'x',
      criteria: {},
      alert: true,
    });
    if (!saved.ok) throw new Error('not saved');
    expect(saved.value.alert).to.equal(true);
    expect(
      await new SaveSearch(kit).execute({ viewer: viewerOf(lea), name: 'x', criteria: {}, alert: 'yes' }),
    ).to.deep.equal({
      ok: false,
      error: { code: 'invalid_input', field: 'alert' },
    });
    const toggle = new SetSavedSearchAlert(kit);
    expect(await toggle.execute({ viewer: viewerOf(john), id: saved.value.id, alert: false })).to.deep.equal({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await toggle.execute({ viewer: ANONYMOUS, id: saved.value.id, alert: false })).to.deep.equal({
      ok: false,
      error: { code: 'unauthenticated' },
    });
    expect(await toggle.execute({ viewer: viewerOf(lea), id: 999, alert: false })).to.deep.equal({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await toggle.execute({ viewer: viewerOf(lea), id: saved.value.id, alert: false })).to.deep.equal({
      ok: true,
      value: { alert: false },
    });
    expect((await kit.repos.savedSearches.findById(saved.value.id))?.alert).to.equal(false);
  });
});
