import { managesEverySale } from '../../domain/property/sale-management.js';
import { isAnonymous, type Role, type User, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';
import { ListUsers, type ListUsersInput } from '../list-users/list-users.js';

/** An account as the admin space shows it: who, roles, and each state an administrator changes. */
export interface AdminUserRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: Role[];
  emailVerified: boolean;
  identityApproved: boolean;
  /** Buyer files holding an identity document that awaits review (approved there, DecideBuyerFileReview). */
  identityPending: { buyerFileId: number; bienId: number }[];
  biddingAllowed: boolean;
  biddingSuspensionReason: string | null;
  deactivated: boolean;
  createdAt: Instant;
}

export interface AdminUsersPage {
  items: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** Only administrators (ROLE_ADMIN) open the admin space. */
export function authorizeAdmin(viewer: Viewer): Result<Viewer> {
  if (isAnonymous(viewer)) return fail('unauthenticated');
  if (!managesEverySale(viewer)) return fail('forbidden');
  return ok(viewer);
}

export const adminUserRow = (user: User, identityPending: AdminUserRow['identityPending']): AdminUserRow => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone,
  roles: [...user.roles],
  emailVerified: user.emailVerifiedAt !== null,
  identityApproved: user.identityVerifiedAt !== null,
  identityPending,
  biddingAllowed: user.biddingSuspendedAt === null,
  biddingSuspensionReason: user.biddingSuspensionReason,
  deactivated: user.deactivatedAt !== null,
  createdAt: user.createdAt,
});

/** The identity documents of a user still awaiting a decision, one per buyer file. */
export async function pendingIdentities(
  repos: Pick<Repositories, 'buyerFiles'>,
  userId: number,
): Promise<AdminUserRow['identityPending']> {
  const files = await repos.buyerFiles.listByUser(userId);
  return files
    .filter((file) => file.identity.document !== null && file.identity.review?.status === 'pending')
    .map((file) => ({ buyerFileId: file.id, bienId: file.propertyId }));
}

/** GET /api/admin/utilisateurs: the accounts, searched and paged as the user directory does it. */
export class ListAdminUsers implements UseCase<Omit<ListUsersInput, 'pageSize'>, AdminUsersPage> {
  private readonly directory: ListUsers;

  constructor(private readonly deps: { repos: Pick<Repositories, 'users' | 'buyerFiles'> }) {
    this.directory = new ListUsers({ users: deps.repos.users });
  }

  async execute(input: Omit<ListUsersInput, 'pageSize'>): Promise<Result<AdminUsersPage>> {
    const authorized = authorizeAdmin(input.viewer);
    if (!authorized.ok) return authorized;
    const found = await this.directory.execute(input);
    if (!found.ok) return found;
    const items: AdminUserRow[] = [];
    for (const item of found.value.items) {
      const user = await this.deps.repos.users.findById(item.id);
      if (user) items.push(adminUserRow(user, await pendingIdentities(this.deps.repos, user.id)));
    }
    return ok({ ...found.value, items });
  }
}
