import type { AuditAction, AuditTarget } from '../../domain/admin/audit.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Instant } from '../../shared/time.js';

/** Appends lines to the audit log, inside the unit of work of the change they describe. */
export async function recordAudit(
  repos: Pick<Repositories, 'auditLog'>,
  entry: {
    actorId: number;
    at: Instant;
    targetType: AuditTarget;
    targetId: number | null;
    /** The target as a reader of the log knows it (a name and e-mail, a notary's name), kept as it was. */
    target: string;
  },
  lines: readonly { action: AuditAction; details: Record<string, string | number | boolean | null> }[],
): Promise<void> {
  for (const line of lines) {
    await repos.auditLog.add({
      actorId: entry.actorId,
      action: line.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: { ...line.details, target: entry.target },
      createdAt: entry.at,
    });
  }
}

/** A person as the log names them. */
export const auditName = (user: { firstName: string; lastName: string; email: string }): string =>
  `${`${user.firstName} ${user.lastName}`.trim()} <${user.email}>`;
