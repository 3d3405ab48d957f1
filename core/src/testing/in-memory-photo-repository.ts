import type { Photo } from '../domain/photo/photo.js';
import type { New, PhotoRepository } from '../ports/repositories.port.js';
import { deleteRow, findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

export class InMemoryPhotoRepository implements PhotoRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<Photo | null> {
    return findRow(this.state.photos, id);
  }

  /** By position (the main image first); equal positions keep upload order. */
  async listByProperty(propertyId: number): Promise<Photo[]> {
    return selectRows(this.state.photos, (p) => p.propertyId === propertyId).sort(
      (a, b) => a.position - b.position || a.id - b.id,
    );
  }

  async add(photo: New<Photo>): Promise<Photo> {
    return insertRow(this.state.photos, photo);
  }

  async update(photo: Photo): Promise<void> {
    replaceRow(this.state.photos, photo);
  }

  async delete(id: number): Promise<void> {
    deleteRow(this.state.photos, id);
  }
}
