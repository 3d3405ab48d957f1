// The English texts alone, every area's `en`: what a browser fetches when its page is in
// English (the kit's i18n), without the other locale's. catalogue.ts exports it as `en`.
import type { MessageCode } from '../catalogue.js';
import { en as common } from '../areas/common.js';
import { en as saleForm } from '../areas/sale-form.js';
import { en as photos } from '../areas/photos.js';
import { en as auction } from '../areas/auction.js';
import { en as documents } from '../areas/documents.js';
import { en as favourites } from '../areas/favourites.js';
import { en as interest } from '../areas/interest.js';
import { en as accounts } from '../areas/accounts.js';
import { en as search } from '../areas/search.js';
import { en as visits } from '../areas/visits.js';
import { en as inlineEdit } from '../areas/inline-edit.js';
import { en as offers } from '../areas/offers.js';
import { en as emails } from '../areas/emails.js';
import { en as auctionEmails } from '../areas/auction-emails.js';
import { en as saleNotices } from '../areas/sale-notices.js';
import { en as liveNotices } from '../areas/live-notices.js';
import { en as buyerFile } from '../areas/buyer-file.js';
import { en as propertyBuyer } from '../areas/property-buyer.js';
import { en as accountPages } from '../areas/account-pages.js';
import { en as buyerSpace } from '../areas/buyer-space.js';
import { en as negotiatorBuyers } from '../areas/negotiator-buyers.js';
import { en as publication } from '../areas/publication.js';
import { en as seller } from '../areas/seller.js';
import { en as publicSite } from '../areas/public-site.js';
import { en as saleDocuments } from '../areas/sale-documents.js';
import { en as contact } from '../areas/contact.js';
import { en as admin } from '../areas/admin.js';
import { en as news } from '../areas/news.js';
import { en as automaticBids } from '../areas/automatic-bids.js';

export const en: Record<MessageCode, string> = {
  ...common,
  ...saleForm,
  ...photos,
  ...auction,
  ...documents,
  ...favourites,
  ...interest,
  ...accounts,
  ...search,
  ...visits,
  ...inlineEdit,
  ...offers,
  ...emails,
  ...auctionEmails,
  ...saleNotices,
  ...liveNotices,
  ...buyerFile,
  ...propertyBuyer,
  ...accountPages,
  ...buyerSpace,
  ...negotiatorBuyers,
  ...publication,
  ...seller,
  ...publicSite,
  ...saleDocuments,
  ...contact,
  ...admin,
  ...news,
  ...automaticBids,
};
