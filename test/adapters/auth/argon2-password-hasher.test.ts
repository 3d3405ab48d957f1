import { expect } from 'chai';
import { Argon2PasswordHasher, CHEAP_ARGON2_PARAMETERS, OWASP_ARGON2_PARAMETERS } from '@immo/auth';

/** `$argon2id$v=19$m=1024,p=1,t=1$salt$hash` → its algorithm and parameters (argon2 orders them its own way). */
function phc(hash: string) {
  const [, algorithm, version, parameters] = hash.split('$');
  return {
    algorithm,
    version,
    ...Object.fromEntries((parameters ?? '').split(',').map((pair) => pair.split('='))),
  };
}

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS);
  // Meets spec §5.6: 8 characters or more, a letter, a digit, a special character.
  const password = 'Enchère2026!';

  it('verifies the password it hashed', async () => {
    const hash = await hasher.hash(password);
    expect(await hasher.verify(hash, password)).to.equal(true);
  });

  it('rejects a wrong password, a different case and an empty one', async () => {
    const hash = await hasher.hash(password);
    expect(await hasher.verify(hash, 'Enchère2026?')).to.equal(false);
    expect(await hasher.verify(hash, 'enchère2026!')).to.equal(false);
    expect(await hasher.verify(hash, '')).to.equal(false);
  });

  it('salts: the same password twice gives two different hashes, both valid', async () => {
    const [first, second] = await Promise.all([hasher.hash(password), hasher.hash(password)]);
    expect(first).not.to.equal(second);
    expect(await hasher.verify(second, password)).to.equal(true);
  });

  it('writes argon2id PHC strings with its parameters', async () => {
    const hash = await hasher.hash(password);
    expect(phc(hash)).to.deep.equal({ algorithm: 'argon2id', version: 'v=19', m: '1024', t: '1', p: '1' });
    expect(hash).not.to.contain(password);
  });

  it('defaults to the OWASP minimum (19 MiB, 2 iterations, 1 lane)', async () => {
    expect(OWASP_ARGON2_PARAMETERS).to.deep.equal({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const hash = await new Argon2PasswordHasher().hash(password);
    expect(phc(hash)).to.deep.equal({ algorithm: 'argon2id', version: 'v=19', m: '19456', t: '2', p: '1' });
  });

  it('answers false, not an exception, for a stored value that is not an argon2 hash', async () => {
    expect(await hasher.verify('$2y$13$notabcrypthashatall', password)).to.equal(false);
    expect(await hasher.verify('', password)).to.equal(false);
  });

  it('verifies hashes made with other parameters and says they need a rehash', async () => {
    const old = await new Argon2PasswordHasher({ memoryCost: 2048, timeCost: 1, parallelism: 1 }).hash(
      password,
    );
    expect(await hasher.verify(old, password)).to.equal(true);
    expect(hasher.needsRehash(old)).to.equal(true);
    expect(hasher.needsRehash(await hasher.hash(password))).to.equal(false);
  });
});
