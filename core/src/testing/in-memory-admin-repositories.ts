import type { AuditEntry } from '../domain/admin/audit.js';
import type { ContactMessage } from '../domain/site/contact-message.js';
import type { AuditLogRepository, ContactMessageRepository, New, Page } from '../ports/repositories.port.js';
import { insertRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';
import { pageOf } from './page-of.js';

export class InMemoryContactMessageRepository implements ContactMessageRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(message: New<ContactMessage>): Promise<ContactMessage> {
    return insertRow(this.state.contactMessages, message);
  }

  async listByProperty(propertyId: number): Promise<ContactMessage[]> {
    return selectRows(this.state.contactMessages, (m) => m.propertyId === propertyId);
  }
}

/** Newest first: by time, then by id. */
export class InMemoryAuditLogRepository implements AuditLogRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(entry: New<AuditEntry>): Promise<AuditEntry> {
    return insertRow(this.state.auditLog, entry);
  }

  async list(query: { page: number; pageSize: number }): Promise<Page<AuditEntry>> {
    const newestFirst = selectRows(this.state.auditLog).sort(
      (a, b) => b.createdAt - a.createdAt || b.id - a.id,
    );
    return pageOf(newestFirst, query.page, query.pageSize);
  }
}
