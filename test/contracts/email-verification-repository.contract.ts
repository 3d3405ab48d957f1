import { expect } from 'chai';
import { aUser, anEmailVerification } from '../../core/src/testing/index.js';
import { useStore, type MakeStore } from './store.js';

export function emailVerificationRepositoryContract(makeStore: MakeStore): void {
  describe('EmailVerificationRepository', () => {
    const store = useStore(makeStore);

    it('finds a verification by its token', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      const verification = anEmailVerification({ token: 'a1b2c3d4', userId: user.id });
      await repos.emailVerifications.add(verification);
      await repos.emailVerifications.add(anEmailVerification({ token: 'e5f6', userId: user.id }));
      expect(await repos.emailVerifications.findByToken('a1b2c3d4')).to.deep.equal(verification);
    });

    it('answers null for an unknown token', async () => {
      const { repos } = store();
      expect(await repos.emailVerifications.findByToken('unknown')).to.equal(null);
    });

    it('deletes a token and only that one', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      await repos.emailVerifications.add(anEmailVerification({ token: 'gone', userId: user.id }));
      await repos.emailVerifications.add(anEmailVerification({ token: 'kept', userId: user.id }));
      await repos.emailVerifications.delete('gone');
      expect(await repos.emailVerifications.findByToken('gone')).to.equal(null);
      expect(await repos.emailVerifications.findByToken('kept')).to.not.equal(null);
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      const verification = anEmailVerification({ token: 'copy', userId: user.id });
      const stored = { ...verification };
      await repos.emailVerifications.add(verification);
      verification.expiresAt = 0;
      const found = await repos.emailVerifications.findByToken('copy');
      found!.userId = 999;
      expect(await repos.emailVerifications.findByToken('copy')).to.deep.equal(stored);
    });
  });
}
