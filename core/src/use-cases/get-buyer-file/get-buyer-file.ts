import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { loadBuyerFileView } from './load-buyer-file-view.js';
import { findOwnBuyerFile } from './own-buyer-file.js';

export interface GetBuyerFileInput {
  viewer: Viewer;
  bienId: unknown;
}

/**
 * GET /api/bien/{bien}/dossier: the viewer's own file on a property with its checklist, recap and
 * what still blocks a bid. Errors: unauthenticated, not_found (no file of the viewer there).
 */
export class GetBuyerFile implements UseCase<GetBuyerFileInput, BuyerFileView> {
  constructor(private readonly deps: { repos: Repositories; clock: Clock }) {}

  async execute(input: GetBuyerFileInput): Promise<Result<BuyerFileView>> {
    const own = await findOwnBuyerFile(this.deps.repos, input.viewer, input.bienId, 'not_found');
    if (!own.ok) return own;
    const view = await loadBuyerFileView(this.deps.repos, own.value.file, this.deps.clock.now());
    return view ? ok(view) : fail('not_found');
  }
}
