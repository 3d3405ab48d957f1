import type { BuyerFileView } from '../../domain/buyer-file/buyer-file-view.js';
import { declaredFinancing } from '../../domain/buyer-file/financing.js';
import type { Viewer } from '../../domain/user/user.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';
import { changeOwnBuyerFile, type OwnFileChangeDeps } from '../get-buyer-file/change-own-buyer-file.js';

export interface DeclareFinancingInput {
  viewer: Viewer;
  bienId: unknown;
  /** 'cash' or 'loan'. */
  kind: unknown;
  /** Whole euros, for a loan. */
  loanAmount?: unknown;
}

/**
 * PUT /api/bien/{bien}/dossier/financement: the buyer declares how they pay — cash, or a loan of a
 * stated amount — replacing any plan given before (an uploaded certificate is deleted). Advised
 * (spec §1), never reviewed. Errors: unauthenticated, not_found, buyer_file_required,
 * invalid_input (kind), loan_amount_invalid.
 */
export class DeclareFinancing implements UseCase<DeclareFinancingInput, BuyerFileView> {
  constructor(private readonly deps: OwnFileChangeDeps) {}

  execute(input: DeclareFinancingInput): Promise<Result<BuyerFileView>> {
    return changeOwnBuyerFile(this.deps, input, {
      check: () => ok(undefined),
      prepare: async (_own, now) => {
        const plan = declaredFinancing({ kind: input.kind, loanAmount: input.loanAmount }, now);
        return plan.ok ? ok({ value: plan.value, storedKeys: [] }) : plan;
      },
      apply: ({ file }, financing) => ({ ...file, financing }),
    });
  }
}
