import * as argon2 from 'argon2';
import type { PasswordHasher } from '@immo/core';

export interface Argon2Parameters {
  /** Memory in KiB. */
  memoryCost: number;
  /** Iterations. */
  timeCost: number;
  parallelism: number;
}

/** OWASP Password Storage Cheat Sheet minimum for argon2id: 19 MiB, 2 iterations, 1 lane. */
export const OWASP_ARGON2_PARAMETERS: Readonly<Argon2Parameters> = Object.freeze({
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/** Deliberately weak, so that test suites hashing hundreds of passwords stay fast. Never in production. */
export const CHEAP_ARGON2_PARAMETERS: Readonly<Argon2Parameters> = Object.freeze({
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
});

export class Argon2PasswordHasher implements PasswordHasher {
  private readonly parameters: Argon2Parameters;

  constructor(parameters: Partial<Argon2Parameters> = {}) {
    this.parameters = { ...OWASP_ARGON2_PARAMETERS, ...parameters };
  }

  /** A PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`): salt and parameters travel with the hash. */
  async hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.parameters });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A stored value that is not an argon2 PHC string can never match.
      return false;
    }
  }

  /** True when the hash was made with other parameters than the current ones (rehash at next login). */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, this.parameters);
    } catch {
      return true;
    }
  }
}
