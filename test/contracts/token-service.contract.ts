import { expect } from 'chai';
import type { TokenService } from '../../core/src/ports/services.port.js';

export function tokenServiceContract(makeTokens: () => TokenService): void {
  describe('TokenService', () => {
    it('verifies the claims it issued, with the issue time in whole seconds', async () => {
      const tokens = makeTokens();
      const token = await tokens.issue({ userId: 42, roles: ['ROLE_USER', 'ROLE_VENDEUR'] });
      const claims = await tokens.verify(token);
      expect(claims).to.deep.include({ userId: 42, roles: ['ROLE_USER', 'ROLE_VENDEUR'] });
      expect(claims?.issuedAt).to.be.a('number');
      expect((claims?.issuedAt ?? 1) % 1000).to.equal(0);
    });

    it('issues different tokens for different users', async () => {
      const tokens = makeTokens();
      const lea = await tokens.issue({ userId: 1, roles: ['ROLE_USER'] });
      const marc = await tokens.issue({ userId: 2, roles: ['ROLE_NEGOCIATEUR'] });
      expect(lea).to.not.equal(marc);
      expect((await tokens.verify(lea))?.userId).to.equal(1);
      expect((await tokens.verify(marc))?.roles).to.deep.equal(['ROLE_NEGOCIATEUR']);
    });

    it('answers null for a malformed, unknown or altered token', async () => {
      const tokens = makeTokens();
      const token = await tokens.issue({ userId: 7, roles: ['ROLE_ADMIN'] });
      // The middle, not the end: the last base64 character of a signature may carry only padding bits.
      const middle = Math.floor(token.length / 2);
      const altered = token.slice(0, middle) + (token[middle] === 'A' ? 'B' : 'A') + token.slice(middle + 1);
      for (const candidate of ['', 'garbage', `${token}x`, altered])
        expect(await tokens.verify(candidate), candidate).to.equal(null);
    });
  });
}
