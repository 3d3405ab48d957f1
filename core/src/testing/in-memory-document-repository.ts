import type { PropertyDocument } from '../domain/document/document.js';
import type { DocumentRepository, New } from '../ports/repositories.port.js';
import { deleteRow, findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

/** Lists in upload (id) order. */
export class InMemoryDocumentRepository implements DocumentRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<PropertyDocument | null> {
    return findRow(this.state.documents, id);
  }

  async listByProperty(propertyId: number): Promise<PropertyDocument[]> {
    return selectRows(this.state.documents, (d) => d.propertyId === propertyId);
  }

  async add(document: New<PropertyDocument>): Promise<PropertyDocument> {
    return insertRow(this.state.documents, document);
  }

  async update(document: PropertyDocument): Promise<void> {
    replaceRow(this.state.documents, document);
  }

  async delete(id: number): Promise<void> {
    deleteRow(this.state.documents, id);
  }
}
