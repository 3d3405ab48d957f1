import { expect } from 'chai';
import type { PasswordHasher } from '../../core/src/ports/services.port.js';

export function passwordHasherContract(makeHasher: () => PasswordHasher): void {
  describe('PasswordHasher', () => {
    const password = 'Demo-2026!';

    it('verifies the password it hashed', async () => {
      const hasher = makeHasher();
      expect(await hasher.verify(await hasher.hash(password), password)).to.equal(true);
    });

    it('does not store the password as it is', async () => {
      expect(await makeHasher().hash(password)).to.not.equal(password);
    });

    it('refuses another password, even one differing only by case or a trailing space', async () => {
      const hasher = makeHasher();
      const hash = await hasher.hash(password);
      for (const attempt of ['demo-2026!', 'Demo-2026! ', 'Demo-2026', ''])
        expect(await hasher.verify(hash, attempt), attempt).to.equal(false);
    });

    it('handles accents and long passwords', async () => {
      const hasher = makeHasher();
      const accented = 'Château-d’Annecy-74000-é'.repeat(3);
      expect(await hasher.verify(await hasher.hash(accented), accented)).to.equal(true);
    });

    it('refuses against a hash that is not one of its own', async () => {
      expect(await makeHasher().verify('not-a-hash', password)).to.equal(false);
    });
  });
}
