// The checks CreateSale and UpdateSale share: who may manage sales, reading and validating the form,
// the associated notary and the commune.
import type { Property } from '../../domain/property/property.js';
import { isSaleManagerRole, managesSale } from '../../domain/property/sale-management.js';
import { readSaleFormValues } from '../../domain/sale-form/read-sale-form.js';
import { saleFormInvalid } from '../../domain/sale-form/sale-form-invalid.js';
import { defaultSaleFormValues, type SaleFormValues } from '../../domain/sale-form/sale-form-values.js';
import { validateSaleForm } from '../../domain/sale-form/validate-sale-form.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type {
  AssistanceThirdPartyRepository,
  Repositories,
  UnitOfWork,
} from '../../ports/repositories.port.js';
import type {
  Clock,
  DomainEvent,
  ErrorReporter,
  EventPublisher,
  Geocoder,
} from '../../ports/services.port.js';
import { err, fail, ok, type DomainError, type Result } from '../../shared/result.js';
import type { Instant } from '../../shared/time.js';

/** What saving a sale's form needs: CreateSale and UpdateSale take the same. */
export interface SaleWriteDeps {
  repos: Repositories;
  unitOfWork: UnitOfWork;
  clock: Clock;
  geocoder: Geocoder;
  events: EventPublisher;
  errors: ErrorReporter;
}

/** Who sends the form, when, and what the sale had (null on a new sale). */
export interface SaleFormContext {
  viewer: Viewer;
  now: Instant;
  stored: SaleFormValues | null;
}

/** Negotiators and administrators manage sales (spec §6, `isSaleManagerRole`); anyone else is turned away. */
export function authorizeSaleManager(viewer: Viewer): Result<Viewer> {
  if (isAnonymous(viewer)) return fail('unauthenticated');
  if (!isSaleManagerRole(viewer)) return fail('forbidden');
  return ok(viewer);
}

/** A negotiator manages the sales they built; an administrator manages every sale (`managesSale`). */
export function authorizeSaleOwner(viewer: Viewer, property: Pick<Property, 'negotiatorId'>): Result<Viewer> {
  const manager = authorizeSaleManager(viewer);
  if (!manager.ok) return manager;
  return managesSale(viewer, property.negotiatorId) ? ok(viewer) : fail('forbidden');
}

/** A bienId from the wire: a positive whole number, or nothing is found. */
export const isSaleId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Only assistance negotiators see 'Afficher le notaire', 'Barème Notimmo' and 'Notaire associé'
 * (spec §6): for anyone else those fields keep what the sale had, or their defaults on a new sale.
 */
function withAssistanceFieldsAllowed(
  values: SaleFormValues,
  viewer: Viewer,
  stored: SaleFormValues | null,
): SaleFormValues {
  if (viewer.assistance) return values;
  const kept = stored ?? defaultSaleFormValues();
  return {
    ...values,
    showNotaire: kept.showNotaire,
    showNotimmoBareme: kept.showNotimmoBareme,
    assistance_tiers_assoc: kept.assistance_tiers_assoc,
  };
}

/**
 * The form's values once read, restricted to the viewer's rights and validated: `invalid_input`
 * (a field of the wrong type) or `sale_form_invalid` carrying every field's error.
 */
export function acceptedSaleForm(raw: unknown, context: SaleFormContext): Result<SaleFormValues> {
  const read = readSaleFormValues(raw);
  if (!read.ok) return read;
  const values = withAssistanceFieldsAllowed(read.value, context.viewer, context.stored);
  const { errors } = validateSaleForm(values, { now: context.now });
  if (Object.keys(errors).length > 0) return { ok: false, error: saleFormInvalid(errors) };
  return ok(values);
}

/** The checks that need a look-up: the associated notary exists, the commune exists with that postcode. */
export async function checkSaleReferences(
  values: SaleFormValues,
  deps: { thirdParties: AssistanceThirdPartyRepository; geocoder: Geocoder },
): Promise<DomainError | null> {
  if (
    values.assistance_tiers_assoc !== null &&
    !(await deps.thirdParties.findById(values.assistance_tiers_assoc))
  ) {
    return { code: 'sale_third_party_not_found', field: 'assistance_tiers_assoc' };
  }
  const postcode = values.codePostal.trim();
  const communes = await deps.geocoder.search(values.ville.trim(), postcode);
  if (!communes.some((entry) => entry.codePostal === postcode)) {
    return { code: 'commune_not_found', field: 'ville' };
  }
  return null;
}

/** The form accepted (`acceptedSaleForm`), then its look-ups made (`checkSaleReferences`). */
export async function checkedSaleForm(
  raw: unknown,
  context: SaleFormContext,
  deps: Pick<SaleWriteDeps, 'repos' | 'geocoder'>,
): Promise<Result<SaleFormValues>> {
  const accepted = acceptedSaleForm(raw, context);
  if (!accepted.ok) return accepted;
  const unknown = await checkSaleReferences(accepted.value, {
    thirdParties: deps.repos.thirdParties,
    geocoder: deps.geocoder,
  });
  return unknown ? err(unknown) : accepted;
}

/** Events of work already committed: a failure to publish is reported, never thrown back at the negotiator. */
export async function publishSaleEvent(
  deps: { events: EventPublisher; errors: ErrorReporter },
  event: DomainEvent,
): Promise<void> {
  try {
    await deps.events.publish(event);
  } catch (error) {
    deps.errors.report(error, { event: event.type });
  }
}
