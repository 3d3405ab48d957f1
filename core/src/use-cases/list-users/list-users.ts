import { isSaleManagerRole } from '../../domain/property/sale-management.js';
import {
  isAnonymous,
  isBiddingSuspended,
  isVerifiedAccount,
  type Role,
  type User,
  type Viewer,
} from '../../domain/user/user.js';
import type { UserRepository } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

export const USERS_PAGE_SIZE = 20;
export const USERS_MAX_PAGE_SIZE = 100;
/** A search text longer than this names nobody: it only bounds the work. */
export const USERS_SEARCH_MAX_LENGTH = 200;

export interface ListUsersInput {
  viewer: Viewer;
  /** Matches the e-mail, first name or last name, ignoring case and accents; everyone when blank. */
  text?: unknown;
  /** From 1. */
  page?: unknown;
  pageSize?: unknown;
}

/** What a negotiator needs to pick a user (a buyer for a visit, an actor of a sale): no address, no hash. */
export interface UserListItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  verified: boolean;
  canAuction: boolean;
}

export interface UsersPage {
  items: UserListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** A user as the directory lists them. */
export const userListItem = (user: User): UserListItem => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: [...user.roles],
  verified: isVerifiedAccount(user),
  canAuction: !isBiddingSuspended(user),
});

const isWholeInRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;

/** Negotiators and administrators (`isSaleManagerRole`) look users up (spec §2.4 /ajax/users/list); nobody else. */
export function authorizeUserDirectory(viewer: Viewer): Result<Viewer> {
  if (isAnonymous(viewer)) return fail('unauthenticated');
  if (!isSaleManagerRole(viewer)) return fail('forbidden');
  return ok(viewer);
}

/**
 * The user directory of the negotiator space: users whose name or e-mail matches, in creation
 * order, page by page. Errors: unauthenticated, forbidden, invalid_input (text, page or pageSize).
 */
export class ListUsers implements UseCase<ListUsersInput, UsersPage> {
  constructor(private readonly deps: { users: UserRepository }) {}

  async execute(input: ListUsersInput): Promise<Result<UsersPage>> {
    const authorized = authorizeUserDirectory(input.viewer);
    if (!authorized.ok) return authorized;
    const { text, page = 1, pageSize = USERS_PAGE_SIZE } = input;
    if (
      text !== undefined &&
      text !== null &&
      (typeof text !== 'string' || text.length > USERS_SEARCH_MAX_LENGTH)
    ) {
      return fail('invalid_input', undefined, 'text');
    }
    if (!isWholeInRange(page, 1, Number.MAX_SAFE_INTEGER)) return fail('invalid_input', undefined, 'page');
    if (!isWholeInRange(pageSize, 1, USERS_MAX_PAGE_SIZE)) {
      return fail('invalid_input', undefined, 'pageSize');
    }

    const trimmed = typeof text === 'string' ? text.trim() : '';
    const found = await this.deps.users.list({
      ...(trimmed !== '' ? { text: trimmed } : {}),
      page,
      pageSize,
    });
    return ok({
      items: found.items.map(userListItem),
      total: found.total,
      page,
      pageSize,
    });
  }
}
