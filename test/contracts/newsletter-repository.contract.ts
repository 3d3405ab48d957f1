import { expect } from 'chai';
import { aNewsletterSubscription } from '../../core/src/testing/index.js';
import { useStore, type MakeStore } from './store.js';

export function newsletterRepositoryContract(makeStore: MakeStore): void {
  describe('NewsletterRepository', () => {
    const store = useStore(makeStore);

    it('knows the subscribed e-mails', async () => {
      const { repos } = store();
      await repos.newsletter.add(aNewsletterSubscription({ email: 'lecteur@example.fr' }));
      expect(await repos.newsletter.has('lecteur@example.fr')).to.equal(true);
      expect(await repos.newsletter.has('autre@example.fr')).to.equal(false);
    });
  });
}
