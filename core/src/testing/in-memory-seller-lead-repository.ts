import type { SellerLead } from '../domain/site/seller-lead.js';
import type { New, Page, SellerLeadRepository } from '../ports/repositories.port.js';
import { insertRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';
import { pageOf } from './page-of.js';

/** Newest first: by creation time, then by id. */
export class InMemorySellerLeadRepository implements SellerLeadRepository {
  constructor(private readonly state: InMemoryState) {}

  async add(lead: New<SellerLead>): Promise<SellerLead> {
    return insertRow(this.state.sellerLeads, lead);
  }

  async list(query: { page: number; pageSize: number }): Promise<Page<SellerLead>> {
    const newestFirst = selectRows(this.state.sellerLeads).sort(
      (a, b) => b.createdAt - a.createdAt || b.id - a.id,
    );
    return pageOf(newestFirst, query.page, query.pageSize);
  }
}
