// The message catalogue: every user-visible text of a domain error, per locale.
// Each area owns its file under areas/; this file only assembles them.
import * as common from './areas/common.js';
import * as saleForm from './areas/sale-form.js';
import * as photos from './areas/photos.js';
import * as auction from './areas/auction.js';
import * as documents from './areas/documents.js';
import * as favourites from './areas/favourites.js';
import * as interest from './areas/interest.js';
import * as accounts from './areas/accounts.js';
import * as search from './areas/search.js';
import * as visits from './areas/visits.js';
import * as inlineEdit from './areas/inline-edit.js';
import * as offers from './areas/offers.js';
import * as emails from './areas/emails.js';
import * as auctionEmails from './areas/auction-emails.js';
import * as saleNotices from './areas/sale-notices.js';
import * as liveNotices from './areas/live-notices.js';
import * as buyerFile from './areas/buyer-file.js';
import * as propertyBuyer from './areas/property-buyer.js';
import * as accountPages from './areas/account-pages.js';
import * as buyerSpace from './areas/buyer-space.js';
import * as negotiatorBuyers from './areas/negotiator-buyers.js';
import * as publication from './areas/publication.js';
import * as seller from './areas/seller.js';
import * as publicSite from './areas/public-site.js';
import * as saleDocuments from './areas/sale-documents.js';
import * as contact from './areas/contact.js';
import * as admin from './areas/admin.js';
import * as news from './areas/news.js';
import * as automaticBids from './areas/automatic-bids.js';
// Each locale assembled in its own file, so that a browser takes one without the other.
import { fr } from './locales/fr.js';
import { en } from './locales/en.js';

export const catalogueAreas = {
  common,
  saleForm,
  photos,
  auction,
  documents,
  favourites,
  interest,
  accounts,
  search,
  visits,
  inlineEdit,
  offers,
  emails,
  auctionEmails,
  saleNotices,
  liveNotices,
  buyerFile,
  propertyBuyer,
  accountPages,
  buyerSpace,
  negotiatorBuyers,
  publication,
  seller,
  publicSite,
  saleDocuments,
  contact,
  admin,
  news,
  automaticBids,
} as const;

export { fr, en };

export type MessageCode = keyof typeof fr;
