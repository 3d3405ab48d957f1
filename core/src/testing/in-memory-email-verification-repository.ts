import type { EmailVerification } from '../domain/user/user.js';
import type { EmailVerificationRepository } from '../ports/repositories.port.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryEmailVerificationRepository implements EmailVerificationRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(verification: EmailVerification): Promise<void> {
    this.state.emailVerifications.set(verification.token, { ...verification });
  }

  async findByToken(token: string): Promise<EmailVerification | null> {
    const found = this.state.emailVerifications.get(token);
    return found ? { ...found } : null;
  }

  async delete(token: string): Promise<void> {
    this.state.emailVerifications.delete(token);
  }
}
