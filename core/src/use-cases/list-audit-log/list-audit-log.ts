import type { AuditEntry } from '../../domain/admin/audit.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { authorizeAdmin } from '../list-admin-users/list-admin-users.js';
import { auditName } from './record-audit.js';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditLogPage {
  items: (AuditEntry & { actor: string })[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/admin/journal: the audit log, newest first, each line with who did it. */
export class ListAuditLog implements UseCase<{ viewer: Viewer; page?: unknown }, AuditLogPage> {
  constructor(private readonly deps: { repos: Pick<Repositories, 'auditLog' | 'users'> }) {}

  async execute(input: { viewer: Viewer; page?: unknown }): Promise<Result<AuditLogPage>> {
    const authorized = authorizeAdmin(input.viewer);
    if (!authorized.ok) return authorized;
    const page = input.page ?? 1;
    if (typeof page !== 'number' || !Number.isSafeInteger(page) || page < 1)
      return fail('invalid_input', undefined, 'page');
    const found = await this.deps.repos.auditLog.list({ page, pageSize: AUDIT_PAGE_SIZE });
    const names = new Map<number, string>();
    for (const entry of found.items) {
      if (names.has(entry.actorId)) continue;
      const actor = await this.deps.repos.users.findById(entry.actorId);
      names.set(entry.actorId, actor ? auditName(actor) : `#${entry.actorId}`);
    }
    return ok({
      items: found.items.map((entry) => ({ ...entry, actor: names.get(entry.actorId) ?? '' })),
      total: found.total,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    });
  }
}
