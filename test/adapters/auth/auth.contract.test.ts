import { Argon2PasswordHasher, CHEAP_ARGON2_PARAMETERS, JwtTokenService } from '@immo/auth';
import { passwordHasherContract } from '../../contracts/password-hasher.contract.js';
import { tokenServiceContract } from '../../contracts/token-service.contract.js';

describe('Argon2PasswordHasher contract', () => {
  passwordHasherContract(() => new Argon2PasswordHasher(CHEAP_ARGON2_PARAMETERS));
});

describe('JwtTokenService contract', () => {
  tokenServiceContract(() => new JwtTokenService(crypto.getRandomValues(new Uint8Array(32))));
});
