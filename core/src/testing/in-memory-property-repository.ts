import { isVendorOf } from '../domain/property/vendor.js';
import { listingStatus } from '../domain/auction/phase.js';
import type { Property } from '../domain/property/property.js';
import type { New, Page, PropertyListQuery, PropertyRepository } from '../ports/repositories.port.js';
import type { Instant } from '../shared/time.js';
import { foldText } from '../shared/fold-text.js';
import { findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';
import { pageOf } from './page-of.js';

/** Lists in creation (id) order. */
export class InMemoryPropertyRepository implements PropertyRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<Property | null> {
    return findRow(this.state.properties, id);
  }

  async findByReference(reference: string): Promise<Property | null> {
    return selectRows(this.state.properties, (p) => p.reference === reference)[0] ?? null;
  }

  async add(property: New<Property>): Promise<Property> {
    return insertRow(this.state.properties, property);
  }

  async update(property: Property): Promise<void> {
    replaceRow(this.state.properties, property);
  }

  async list(query: PropertyListQuery): Promise<Page<Property>> {
    const text = query.text?.trim() ? foldText(query.text.trim()) : null;
    const matches = selectRows(
      this.state.properties,
      (p) =>
        (query.negotiatorId === undefined || p.negotiatorId === query.negotiatorId) &&
        (query.vendorEmail === undefined || isVendorOf(query.vendorEmail, p)) &&
        (query.status === undefined || this.statusAt(p, query.now) === query.status) &&
        (text === null ||
          [p.reference, p.title, p.address.city].some((field) => foldText(field).includes(text))),
    );
    return pageOf(matches, query.page, query.pageSize);
  }

  /** The sale's auction decides; a property without one falls back to its offers window. */
  private statusAt(property: Property, now: Instant) {
    const auction = [...this.state.auctions.rows.values()].find((a) => a.propertyId === property.id);
    return listingStatus(
      auction ?? { startAt: property.offersStartAt, endAt: property.offersEndAt, closedAt: null },
      now,
    );
  }
}
