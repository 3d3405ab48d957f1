import {
  buyerFileView,
  saleWindowOf,
  type BuyerFileFacts,
  type BuyerFileView,
} from '../../domain/buyer-file/buyer-file-view.js';
import type { BuyerFile } from '../../domain/buyer-file/buyer-file.js';
import { IMAGE_WIDTH_THUMBNAIL } from '../../domain/photo/photo-constants.js';
import { photoUrl } from '../../domain/photo/photo-url.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Instant } from '../../shared/time.js';

export type BuyerFileReaders = Pick<Repositories, 'users' | 'properties' | 'auctions' | 'photos' | 'visits'>;

/** Everything the views of a file read: its buyer's account, the property, its window, photo and slots. */
export async function loadBuyerFileFacts(
  repos: BuyerFileReaders,
  file: BuyerFile,
  now: Instant,
): Promise<BuyerFileFacts | null> {
  const [account, property, auction, photos, visits] = await Promise.all([
    repos.users.findById(file.userId),
    repos.properties.findById(file.propertyId),
    repos.auctions.findByPropertyId(file.propertyId),
    repos.photos.listByProperty(file.propertyId),
    repos.visits.listByProperty(file.propertyId),
  ]);
  if (!account || !property) return null;
  const main = [...photos].sort((a, b) => a.position - b.position || a.id - b.id)[0];
  return {
    file,
    account,
    property,
    window: saleWindowOf(property, auction),
    mainPhotoUrl: main ? photoUrl(main.id, IMAGE_WIDTH_THUMBNAIL) : null,
    visits,
    now,
  };
}

/** The buyer's view of a file; null when its account or property no longer exists. */
export async function loadBuyerFileView(
  repos: BuyerFileReaders,
  file: BuyerFile,
  now: Instant,
): Promise<BuyerFileView | null> {
  const facts = await loadBuyerFileFacts(repos, file, now);
  return facts && buyerFileView(facts);
}
