import { expect } from 'chai';
import { aUser, anAccountToken, DEFAULT_TEST_NOW } from '../../core/src/testing/index.js';
import { useStore, type MakeStore } from './store.js';

export function accountTokenRepositoryContract(makeStore: MakeStore): void {
  describe('AccountTokenRepository', () => {
    const store = useStore(makeStore);

    it('finds a token by its purpose and value', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      const verification = anAccountToken({ token: 'a1b2c3d4', userId: user.id });
      await repos.accountTokens.add(verification);
      await repos.accountTokens.add(anAccountToken({ token: 'e5f6', userId: user.id }));
      expect(await repos.accountTokens.find('email_verification', 'a1b2c3d4')).to.deep.equal(verification);
    });

    it('does not find a token under another purpose', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      await repos.accountTokens.add(
        anAccountToken({ token: 'reset-1', purpose: 'password_reset', userId: user.id }),
      );
      expect(await repos.accountTokens.find('email_verification', 'reset-1')).to.equal(null);
      expect(await repos.accountTokens.find('password_reset', 'reset-1')).to.not.equal(null);
    });

    it('answers null for an unknown token', async () => {
      const { repos } = store();
      expect(await repos.accountTokens.find('email_verification', 'unknown')).to.equal(null);
    });

    it('deletes a token and only that one', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      await repos.accountTokens.add(anAccountToken({ token: 'gone', userId: user.id }));
      await repos.accountTokens.add(anAccountToken({ token: 'kept', userId: user.id }));
      await repos.accountTokens.delete('gone');
      expect(await repos.accountTokens.find('email_verification', 'gone')).to.equal(null);
      expect(await repos.accountTokens.find('email_verification', 'kept')).to.not.equal(null);
    });

    it("deletes a user's tokens of one purpose, keeping the others", async () => {
      const { repos } = store();
      const [lea, marc] = [await repos.users.add(aUser()), await repos.users.add(aUser())];
      await repos.accountTokens.add(anAccountToken({ token: 'lea-1', userId: lea.id }));
      await repos.accountTokens.add(anAccountToken({ token: 'lea-2', userId: lea.id }));
      await repos.accountTokens.add(
        anAccountToken({ token: 'lea-reset', purpose: 'password_reset', userId: lea.id }),
      );
      await repos.accountTokens.add(anAccountToken({ token: 'marc-1', userId: marc.id }));
      await repos.accountTokens.deleteForUser(lea.id, 'email_verification');
      expect(await repos.accountTokens.find('email_verification', 'lea-1')).to.equal(null);
      expect(await repos.accountTokens.find('email_verification', 'lea-2')).to.equal(null);
      expect(await repos.accountTokens.find('password_reset', 'lea-reset')).to.not.equal(null);
      expect(await repos.accountTokens.find('email_verification', 'marc-1')).to.not.equal(null);
    });

    it("finds a user's newest token of a purpose: the one that expires last", async () => {
      const { repos } = store();
      const [lea, marc] = [await repos.users.add(aUser()), await repos.users.add(aUser())];
      expect(await repos.accountTokens.findLatestForUser(lea.id, 'email_verification')).to.equal(null);
      const older = anAccountToken({ token: 'lea-old', userId: lea.id, expiresAt: DEFAULT_TEST_NOW });
      const newer = anAccountToken({
        token: 'lea-new',
        userId: lea.id,
        expiresAt: DEFAULT_TEST_NOW + 60_000,
      });
      await repos.accountTokens.add(newer);
      await repos.accountTokens.add(older);
      await repos.accountTokens.add(
        anAccountToken({
          token: 'lea-reset',
          purpose: 'password_reset',
          userId: lea.id,
          expiresAt: DEFAULT_TEST_NOW + 120_000,
        }),
      );
      await repos.accountTokens.add(
        anAccountToken({ token: 'marc', userId: marc.id, expiresAt: DEFAULT_TEST_NOW + 180_000 }),
      );
      expect(await repos.accountTokens.findLatestForUser(lea.id, 'email_verification')).to.deep.equal(newer);
      expect((await repos.accountTokens.findLatestForUser(lea.id, 'password_reset'))?.token).to.equal(
        'lea-reset',
      );
    });

    it('hands out copies', async () => {
      const { repos } = store();
      const user = await repos.users.add(aUser());
      const token = anAccountToken({ token: 'copy', userId: user.id });
      const stored = { ...token };
      await repos.accountTokens.add(token);
      token.expiresAt = 0;
      const found = await repos.accountTokens.find('email_verification', 'copy');
      found!.userId = 999;
      expect(await repos.accountTokens.find('email_verification', 'copy')).to.deep.equal(stored);
    });
  });
}
