import { expect } from 'chai';
import { aNewsArticle, aNewsletterSubscription } from '../../core/src/testing/index.js';
import { useStore, type MakeStore } from './store.js';

export function newsletterRepositoryContract(makeStore: MakeStore): void {
  describe('NewsletterRepository', () => {
    const store = useStore(makeStore);

    it('finds a subscription by its address (any case) and by either token; save replaces it', async () => {
      const { repos } = store();
      const subscription = aNewsletterSubscription({
        email: 'lecteur@example.fr',
        status: 'pending',
        confirmToken: 'conf-1',
        unsubscribeToken: 'unsub-1',
        confirmedAt: null,
      });
      await repos.newsletter.save(subscription);
      expect(await repos.newsletter.find('Lecteur@Example.fr')).to.deep.equal(subscription);
      expect(await repos.newsletter.findByConfirmToken('conf-1')).to.deep.equal(subscription);
      expect(await repos.newsletter.findByUnsubscribeToken('unsub-1')).to.deep.equal(subscription);
      expect(await repos.newsletter.find('autre@example.fr')).to.equal(null);
      expect(await repos.newsletter.listConfirmed()).to.deep.equal([]);

      const confirmed = {
        ...subscription,
        status: 'confirmed' as const,
        confirmedAt: subscription.subscribedAt + 1000,
      };
      await repos.newsletter.save(confirmed);
      expect(await repos.newsletter.find('lecteur@example.fr')).to.deep.equal(confirmed);
      expect(await repos.newsletter.listConfirmed()).to.deep.equal([confirmed]);
    });

    it('appends the consents, oldest first, per address', async () => {
      const { repos } = store();
      const consent = {
        email: 'lecteur@example.fr',
        at: 1_700_000_000_000,
        ip: '203.0.113.7',
        text: 'J’accepte…',
        locale: 'fr' as const,
      };
      await repos.newsletter.recordConsent({ ...consent, action: 'subscribe' });
      await repos.newsletter.recordConsent({ ...consent, action: 'confirm', at: consent.at + 1000 });
      await repos.newsletter.recordConsent({ ...consent, email: 'autre@example.fr', action: 'subscribe' });
      expect(await repos.newsletter.consentsOf('LECTEUR@example.fr')).to.deep.equal([
        { ...consent, action: 'subscribe' },
        { ...consent, action: 'confirm', at: consent.at + 1000 },
      ]);
    });
  });

  describe('NewsArticleRepository', () => {
    const store = useStore(makeStore);

    it('adds, finds, updates, lists (every one / the published ones) and deletes', async () => {
      const { repos } = store();
      const older = await repos.newsArticles.add(
        aNewsArticle({ title: 'Ancien', publishedAt: 1_000_000, updatedAt: 5_000_000 }),
      );
      const newer = await repos.newsArticles.add(
        aNewsArticle({
          title: 'Récent',
          body: 'é'.repeat(20_000),
          publishedAt: 2_000_000,
          updatedAt: 3_000_000,
        }),
      );
      const draft = await repos.newsArticles.add(
        aNewsArticle({
          title: 'Brouillon',
          published: false,
          publishedAt: null,
          imageKey: 'news/3/k.jpg',
          updatedAt: 4_000_000,
        }),
      );
      expect(await repos.newsArticles.findById(draft.id)).to.deep.equal(draft);
      expect(await repos.newsArticles.findById(newer.id)).to.deep.equal(newer);
      expect(
        (await repos.newsArticles.listPublished({ page: 1, pageSize: 10 })).items.map((a) => a.title),
      ).to.deep.equal(['Récent', 'Ancien']);
      const all = await repos.newsArticles.list({ page: 1, pageSize: 2 });
      expect(all.total).to.equal(3);
      expect(all.items.map((a) => a.title)).to.deep.equal(['Ancien', 'Brouillon']);

      await repos.newsArticles.update({ ...draft, published: true, publishedAt: 3_000_000 });
      expect((await repos.newsArticles.listPublished({ page: 1, pageSize: 1 })).items[0]?.title).to.equal(
        'Brouillon',
      );
      await repos.newsArticles.delete(older.id);
      expect(await repos.newsArticles.findById(older.id)).to.equal(null);
    });
  });
}
