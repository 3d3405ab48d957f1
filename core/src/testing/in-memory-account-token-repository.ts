import type { AccountToken, AccountTokenPurpose } from '../domain/user/user.js';
import type { AccountTokenRepository } from '../ports/repositories.port.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(token: AccountToken): Promise<void> {
    this.state.accountTokens.set(token.token, { ...token });
  }

  async find(purpose: AccountTokenPurpose, token: string): Promise<AccountToken | null> {
    const found = this.state.accountTokens.get(token);
    return found && found.purpose === purpose ? { ...found } : null;
  }

  async delete(token: string): Promise<void> {
    this.state.accountTokens.delete(token);
  }

  async deleteForUser(userId: number, purpose: AccountTokenPurpose): Promise<void> {
    for (const [key, token] of this.state.accountTokens) {
      if (token.userId === userId && token.purpose === purpose) this.state.accountTokens.delete(key);
    }
  }

  async findLatestForUser(userId: number, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    let latest: AccountToken | null = null;
    for (const token of this.state.accountTokens.values()) {
      if (token.userId !== userId || token.purpose !== purpose) continue;
      if (!latest || token.expiresAt > latest.expiresAt) latest = token;
    }
    return latest ? { ...latest } : null;
  }
}
