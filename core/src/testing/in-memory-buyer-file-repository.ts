import type { BuyerFile } from '../domain/buyer-file/buyer-file.js';
import type { BuyerFileRepository, New } from '../ports/repositories.port.js';
import { findRow, insertRow, replaceRow, selectRows } from './id-table.js';
import type { InMemoryState } from './in-memory-state.js';

/** Lists in registration (id) order. */
export class InMemoryBuyerFileRepository implements BuyerFileRepository {
  constructor(private readonly state: InMemoryState) {}

  async findById(id: number): Promise<BuyerFile | null> {
    return findRow(this.state.buyerFiles, id);
  }

  async find(propertyId: number, userId: number): Promise<BuyerFile | null> {
    return (
      selectRows(this.state.buyerFiles, (f) => f.propertyId === propertyId && f.userId === userId)[0] ?? null
    );
  }

  async findForUsers(propertyId: number, userIds: readonly number[]): Promise<BuyerFile[]> {
    return selectRows(
      this.state.buyerFiles,
      (f) => f.propertyId === propertyId && userIds.includes(f.userId),
    );
  }

  async listByProperty(propertyId: number): Promise<BuyerFile[]> {
    return selectRows(this.state.buyerFiles, (f) => f.propertyId === propertyId);
  }

  async listByUser(userId: number): Promise<BuyerFile[]> {
    return selectRows(this.state.buyerFiles, (f) => f.userId === userId);
  }

  async listHoldingIdentityDocument(): Promise<BuyerFile[]> {
    return selectRows(this.state.buyerFiles, (f) => f.identity.document !== null);
  }

  async add(file: New<BuyerFile>): Promise<BuyerFile> {
    return insertRow(this.state.buyerFiles, file);
  }

  async update(file: BuyerFile): Promise<void> {
    replaceRow(this.state.buyerFiles, file);
  }
}
