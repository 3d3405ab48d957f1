import type { PasswordHasher } from '../ports/services.port.js';

/** FOR TESTS ONLY: the "hash" is the password in clear behind a prefix, so tests stay fast and readable. */
export class InMemoryPasswordHasher implements PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain:${password}`;
  }

  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `plain:${password}`;
  }
}
