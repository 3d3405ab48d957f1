import type { AccountToken, AccountTokenPurpose, AccountTokenRepository } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

function fromRow(row: Row): AccountToken {
  const c = readRow(row);
  return {
    token: c.text('token'),
    purpose: c.text('purpose') as AccountTokenPurpose,
    userId: c.number('user_id'),
    expiresAt: c.instant('expires_at'),
  };
}

export class KnexAccountTokenRepository implements AccountTokenRepository {
  constructor(private readonly store: KnexStore) {}

  async add(token: AccountToken): Promise<void> {
    await this.store.db('account_tokens').insert({
      token: token.token,
      purpose: token.purpose,
      user_id: token.userId,
      expires_at: toSqlInstant(token.expiresAt),
    });
  }

  async find(purpose: AccountTokenPurpose, token: string): Promise<AccountToken | null> {
    const row: Row | undefined = await this.store.db('account_tokens').where({ token, purpose }).first();
    return row ? fromRow(row) : null;
  }

  async delete(token: string): Promise<void> {
    await this.store.db('account_tokens').where('token', token).delete();
  }

  async deleteForUser(userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await this.store.db('account_tokens').where({ user_id: userId, purpose }).delete();
  }

  async findLatestForUser(userId: number, purpose: AccountTokenPurpose): Promise<AccountToken | null> {
    const row: Row | undefined = await this.store
      .db('account_tokens')
      .where({ user_id: userId, purpose })
      .orderBy('expires_at', 'desc')
      .first();
    return row ? fromRow(row) : null;
  }
}
