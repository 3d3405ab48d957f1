import { parseRecordId } from '../../domain/auction/record-id.js';
import { IMAGE_WIDTH_THUMBNAIL } from '../../domain/photo/photo-constants.js';
import { isPubliclyVisible } from '../../domain/property/publication.js';
import { managesSale } from '../../domain/property/sale-management.js';
import { propertyPagePath } from '../../domain/user/login-paths.js';
import type { Viewer } from '../../domain/user/user.js';
import type { SalePoster } from '../../domain/site/sale-poster.js';
import type { Locale } from '../../messages/translate.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Clock, SalePosterRenderer } from '../../ports/services.port.js';
import { readAllBytes } from '../../shared/byte-source.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';
import { renditionAtWidth, type RenditionPorts } from '../get-photo-image/rendition-at-width.js';

export interface GetSalePosterInput {
  viewer: Viewer;
  propertyId: unknown;
  locale: Locale;
}

export interface SalePosterFile {
  bytes: Uint8Array;
  fileName: string;
}

/**
 * GET /affichette{numero}: the sale's A4 poster as a PDF — main photo, title, town, price with fees,
 * dates, DPE letters, the negotiator, and a QR code to the property page. Public like the page it
 * points to; a draft's only for its managers. Errors: invalid_input, not_found.
 */
export class GetSalePoster implements UseCase<GetSalePosterInput, SalePosterFile> {
  constructor(
    private readonly deps: RenditionPorts & {
      repos: Pick<Repositories, 'properties' | 'auctions' | 'photos' | 'users'>;
      clock: Clock;
      posters: SalePosterRenderer;
      siteUrl: string;
    },
  ) {}

  async execute(input: GetSalePosterInput): Promise<Result<SalePosterFile>> {
    const propertyId = parseRecordId(input.propertyId, 'propertyId');
    if (!propertyId.ok) return propertyId;
    const { repos } = this.deps;
    const property = await repos.properties.findById(propertyId.value);
    if (!property) return fail('not_found', undefined, 'propertyId');
    // A draft's poster exists for those who prepare the sale only, as its page does.
    if (
      !isPubliclyVisible(property, this.deps.clock.now()) &&
      !managesSale(input.viewer, property.negotiatorId)
    ) {
      return fail('not_found', undefined, 'propertyId');
    }
    const [auction, photos, negotiator] = await Promise.all([
      repos.auctions.findByPropertyId(property.id),
      repos.photos.listByProperty(property.id),
      repos.users.findById(property.negotiatorId),
    ]);
    const main = [...photos].sort((a, b) => a.position - b.position || a.id - b.id)[0] ?? null;
    const photo = main
      ? await renditionAtWidth(this.deps, main, IMAGE_WIDTH_THUMBNAIL, 'GetSalePoster')
      : null;
    const poster: SalePoster = {
      locale: input.locale,
      pageUrl: `${this.deps.siteUrl.replace(/\/+$/, '')}${propertyPagePath(property.id)}`,
      reference: property.reference,
      title: property.title,
      city: property.address.city,
      postcode: property.address.postcode,
      price: auction?.firstPrice ?? property.firstPrice,
      startAt: auction?.startAt ?? property.offersStartAt,
      endAt: auction?.endAt ?? property.offersEndAt,
      energyClass: property.dpe.exempt || property.dpe.blank ? null : property.dpe.energyClass,
      gesClass: property.dpe.exempt || property.dpe.blank ? null : property.dpe.gesClass,
      negotiator: negotiator
        ? {
            name: `${negotiator.firstName} ${negotiator.lastName}`.trim(),
            email: negotiator.email,
            phone: negotiator.phone,
          }
        : null,
      // A thumbnail (tens of KB): the PDF renderer embeds it whole.
      photo: photo ? await readAllBytes(photo.image) : null,
    };
    const bytes = await this.deps.posters.render(poster);
    return ok({ bytes, fileName: `affichette-${property.reference || property.id}.pdf` });
  }
}
