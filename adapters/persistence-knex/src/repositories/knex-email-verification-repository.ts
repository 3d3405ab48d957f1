import type { EmailVerification, EmailVerificationRepository } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toSqlInstant } from '../sql-instant.js';
import type { KnexStore } from '../store.js';

function fromRow(row: Row): EmailVerification {
  const c = readRow(row);
  return { token: c.text('token'), userId: c.number('user_id'), expiresAt: c.instant('expires_at') };
}

export class KnexEmailVerificationRepository implements EmailVerificationRepository {
  constructor(private readonly store: KnexStore) {}

  async add(verification: EmailVerification): Promise<void> {
    await this.store.db('email_verifications').insert({
      token: verification.token,
      user_id: verification.userId,
      expires_at: toSqlInstant(verification.expiresAt),
    });
  }

  async findByToken(token: string): Promise<EmailVerification | null> {
    const row: Row | undefined = await this.store.db('email_verifications').where('token', token).first();
    return row ? fromRow(row) : null;
  }

  async delete(token: string): Promise<void> {
    await this.store.db('email_verifications').where('token', token).delete();
  }
}
