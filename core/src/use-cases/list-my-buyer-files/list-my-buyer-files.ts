import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { loadBuyerFileView } from '../get-buyer-file/load-buyer-file-view.js';

export interface ListMyBuyerFilesInput {
  viewer: Viewer;
}

/**
 * GET /api/me/dossiers: every file of the viewer, one per property they registered on, the latest
 * registration first. A user who registered nowhere (a negotiator…) gets an empty list.
 */
export class ListMyBuyerFiles implements UseCase<ListMyBuyerFilesInput, BuyerFileView[]> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: ListMyBuyerFilesInput): Promise<Result<BuyerFileView[]>> {
    const { viewer } = input;
    if (isAnonymous(viewer)) return fail('unauthenticated');
    const now = this.deps.clock.now();
    const files = await this.deps.repos.buyerFiles.listByUser(viewer.id);
    const views = await Promise.all(files.map((file) => loadBuyerFileView(this.deps.repos, file, now)));
    return ok(
      views.filter((view) => view !== null).sort((a, b) => b.registeredAt - a.registeredAt || b.id - a.id),
    );
  }
}
