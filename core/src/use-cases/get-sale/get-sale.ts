import { propertyToSaleForm } from '../../domain/sale-form/sale-form-mapping.js';
import type { SaleFormValues } from '../../domain/sale-form/sale-form-values.js';
import type { Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { authorizeSaleManager, authorizeSaleOwner, isSaleId } from '../create-sale/sale-checks.js';

export interface GetSaleInput {
  viewer: Viewer;
  bienId: number;
}

/**
 * The sale form's values of a sale (GET /v2/sell/{bienId}), afficher_adresse and vendors included,
 * for the negotiator who built it or an administrator. Errors: unauthenticated, forbidden, not_found.
 */
export class GetSale implements UseCase<GetSaleInput, SaleFormValues> {
  constructor(private readonly deps: { repos: Repositories }) {}

  async execute(input: GetSaleInput): Promise<Result<SaleFormValues>> {
    const manager = authorizeSaleManager(input.viewer);
    if (!manager.ok) return manager;
    const property = isSaleId(input.bienId) ? await this.deps.repos.properties.findById(input.bienId) : null;
    if (!property) return fail('not_found', undefined, 'bienId');
    const authorized = authorizeSaleOwner(input.viewer, property);
    if (!authorized.ok) return authorized;
    return ok(propertyToSaleForm(property));
  }
}
