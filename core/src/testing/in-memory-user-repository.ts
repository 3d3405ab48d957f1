import type { Role, User } from '../domain/user/user.js';
import type { New, Page, UserRepository } from '../ports/repositories.port.js';
import { normalizeEmail } from '../shared/email.js';
import { foldText } from '../shared/fold-text.js';
import { findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';
import { pageOf } from './page-of.js';

/** Lists in creation (id) order; e-mails compare case-insensitively, as MySQL's default collation does. */
export class InMemoryUserRepository implements UserRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<User | null> {
    return findRow(this.state.users, id);
  }

  async findByIds(ids: readonly number[]): Promise<User[]> {
    const wanted = new Set(ids);
    return selectRows(this.state.users, (user) => wanted.has(user.id));
  }

  /** No deny list is kept beside the accounts in memory: nothing is revoked here. */
  async findWithRevocations(
    ids: readonly number[],
  ): Promise<{ accounts: User[]; revoked: ReadonlySet<string> }> {
    return { accounts: await this.findByIds(ids), revoked: new Set() };
  }

  async findByEmail(email: string): Promise<User | null> {
    const wanted = normalizeEmail(email);
    return selectRows(this.state.users, (u) => normalizeEmail(u.email) === wanted)[0] ?? null;
  }

  async add(user: New<User>): Promise<User> {
    return insertRow(this.state.users, user);
  }

  async update(user: User): Promise<void> {
    replaceRow(this.state.users, user);
  }

  /** Text matches the e-mail, first name or last name, ignoring case and accents. */
  async list(query: { text?: string; page: number; pageSize: number }): Promise<Page<User>> {
    const text = query.text?.trim() ? foldText(query.text.trim()) : null;
    const matches = selectRows(
      this.state.users,
      (u) =>
        text === null || [u.email, u.firstName, u.lastName].some((field) => foldText(field).includes(text)),
    );
    return pageOf(matches, query.page, query.pageSize);
  }

  async listByRole(role: Role): Promise<User[]> {
    return selectRows(this.state.users, (u) => u.roles.includes(role));
  }
}
