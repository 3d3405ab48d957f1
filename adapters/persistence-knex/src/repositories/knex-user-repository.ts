import { normalizeEmail, type New, type Page, type Role, type User, type UserRepository } from '@immo/core';
import { readRow, type Row } from '../row-reader.js';
import { toNullableSqlInstant, toSqlInstant } from '../sql-instant.js';
import { containsFolded, insertedId, offsetOf, type KnexStore } from '../store.js';
import { touchSales } from '../sale-versions.js';

const toRow = (user: New<User>) => ({
  email: user.email,
  email_key: normalizeEmail(user.email),
  password_hash: user.passwordHash,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  address: user.address,
  postcode: user.postcode,
  city: user.city,
  country: user.country,
  roles: JSON.stringify(user.roles),
  assistance: user.assistance,
  email_verified_at: toNullableSqlInstant(user.emailVerifiedAt),
  identity_verified_at: toNullableSqlInstant(user.identityVerifiedAt),
  bidding_suspended_at: toNullableSqlInstant(user.biddingSuspendedAt),
  deactivated_at: toNullableSqlInstant(user.deactivatedAt),
  bidding_suspension_reason: user.biddingSuspensionReason,
  locale: user.locale,
  password_changed_at: toNullableSqlInstant(user.passwordChangedAt),
  sms_consent: user.smsConsent,
  terms_accepted_at: toNullableSqlInstant(user.termsAcceptedAt),
  created_at: toSqlInstant(user.createdAt),
});

/** An account from its row (also read by the deny list, with a token's revocation). */
export function userFromRow(row: Row): User {
  const c = readRow(row);
  return {
    id: c.number('id'),
    email: c.text('email'),
    passwordHash: c.text('password_hash'),
    firstName: c.text('first_name'),
    lastName: c.text('last_name'),
    phone: c.text('phone'),
    address: c.text('address'),
    postcode: c.text('postcode'),
    city: c.text('city'),
    country: c.text('country'),
    roles: c.json<Role[]>('roles'),
    assistance: c.boolean('assistance'),
    emailVerifiedAt: c.nullableInstant('email_verified_at'),
    identityVerifiedAt: c.nullableInstant('identity_verified_at'),
    biddingSuspendedAt: c.nullableInstant('bidding_suspended_at'),
    deactivatedAt: c.nullableInstant('deactivated_at'),
    biddingSuspensionReason: c.nullableText('bidding_suspension_reason'),
    locale: c.text('locale') === 'en' ? 'en' : 'fr',
    passwordChangedAt: c.nullableInstant('password_changed_at'),
    smsConsent: c.boolean('sms_consent'),
    termsAcceptedAt: c.nullableInstant('terms_accepted_at'),
    createdAt: c.instant('created_at'),
  };
}

/** Lists in creation (id) order; e-mails are unique and compared case-insensitively (email_key). */
export class KnexUserRepository implements UserRepository {
  constructor(private readonly store: KnexStore) {}

  async findById(id: number): Promise<User | null> {
    const row: Row | undefined = await this.store.db('users').where('id', id).first();
    return row ? userFromRow(row) : null;
  }

  async findByIds(ids: readonly number[]): Promise<User[]> {
    if (ids.length === 0) return [];
    const rows: Row[] = await this.store.db('users').whereIn('id', [...ids]);
    return rows.map(userFromRow);
  }

  async findWithRevocations(
    ids: readonly number[],
    tokenIds: readonly string[],
  ): Promise<{ accounts: User[]; revoked: ReadonlySet<string> }> {
    if (ids.length === 0) return { accounts: [], revoked: new Set() };
    const { db } = this.store;
    const query = db('users').whereIn('users.id', [...ids]);
    // The revoked ones among the tokens joined to every account (none revoked, the usual case: one row
    // an account), so the accounts and the deny list take one statement.
    const stored = tokenIds.map((id) => id.slice(0, 64));
    if (stored.length > 0) {
      query
        .leftJoin('revoked_tokens', (join) => join.onIn('revoked_tokens.token_id', stored))
        .select('users.*', 'revoked_tokens.token_id as revoked_among');
    }
    const rows: Row[] = await query;
    const accounts = new Map<number, User>();
    const revoked = new Set<string>();
    for (const row of rows) {
      if (typeof row['revoked_among'] === 'string') revoked.add(row['revoked_among']);
      const account = userFromRow(row);
      accounts.set(account.id, account);
    }
    return {
      accounts: [...accounts.values()],
      revoked: new Set(tokenIds.filter((id) => revoked.has(id.slice(0, 64)))),
    };
  }

  async findByEmail(email: string): Promise<User | null> {
    const row: Row | undefined = await this.store
      .db('users')
      .where('email_key', normalizeEmail(email))
      .first();
    return row ? userFromRow(row) : null;
  }

  async add(user: New<User>): Promise<User> {
    const id = insertedId(await this.store.db('users').insert(toRow(user)));
    return { ...structuredClone(user), id };
  }

  async update(user: User): Promise<void> {
    await this.store.db('users').where('id', user.id).update(toRow(user));
    // The pages of the sales this account negotiates show its name and phone.
    const sales: { id: number }[] = await this.store
      .db('properties')
      .where('negotiator_id', user.id)
      .select('id');
    await touchSales(
      this.store,
      sales.map((sale) => Number(sale.id)),
    );
  }

  /** Text matches the e-mail, first name or last name, ignoring case and accents. */
  async list(query: { text?: string; page: number; pageSize: number }): Promise<Page<User>> {
    const text = query.text?.trim();
    const matching = this.store.db('users');
    if (text) {
      matching.where((any) =>
        any
          .where(containsFolded(this.store, 'email', text))
          .orWhere(containsFolded(this.store, 'first_name', text))
          .orWhere(containsFolded(this.store, 'last_name', text)),
      );
    }
    const [counted] = await matching.clone().count({ total: '*' });
    const rows: Row[] = await matching
      .select('*')
      .orderBy('id')
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize));
    return { items: rows.map(userFromRow), total: Number(counted?.total ?? 0) };
  }

  /** The roles are a JSON list: a role's quoted name within it (no role's name holds another's). */
  async listByRole(role: Role): Promise<User[]> {
    const rows: Row[] = await this.store.db('users').where('roles', 'like', `%"${role}"%`).orderBy('id');
    return rows.map(userFromRow).filter((user) => user.roles.includes(role));
  }
}
