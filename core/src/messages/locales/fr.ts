// The French texts alone, every area's `fr`: what a browser fetches when its page is in
// French (the kit's i18n), without the other locale's. catalogue.ts exports it as `fr`.
import { fr as common } from '../areas/common.js';
import { fr as saleForm } from '../areas/sale-form.js';
import { fr as photos } from '../areas/photos.js';
import { fr as auction } from '../areas/auction.js';
import { fr as documents } from '../areas/documents.js';
import { fr as favourites } from '../areas/favourites.js';
import { fr as interest } from '../areas/interest.js';
import { fr as accounts } from '../areas/accounts.js';
import { fr as search } from '../areas/search.js';
import { fr as visits } from '../areas/visits.js';
import { fr as inlineEdit } from '../areas/inline-edit.js';
import { fr as offers } from '../areas/offers.js';
import { fr as emails } from '../areas/emails.js';
import { fr as auctionEmails } from '../areas/auction-emails.js';
import { fr as saleNotices } from '../areas/sale-notices.js';
import { fr as liveNotices } from '../areas/live-notices.js';
import { fr as buyerFile } from '../areas/buyer-file.js';
import { fr as propertyBuyer } from '../areas/property-buyer.js';
import { fr as accountPages } from '../areas/account-pages.js';
import { fr as buyerSpace } from '../areas/buyer-space.js';
import { fr as negotiatorBuyers } from '../areas/negotiator-buyers.js';
import { fr as publication } from '../areas/publication.js';
import { fr as seller } from '../areas/seller.js';
import { fr as publicSite } from '../areas/public-site.js';
import { fr as saleDocuments } from '../areas/sale-documents.js';
import { fr as contact } from '../areas/contact.js';
import { fr as admin } from '../areas/admin.js';
import { fr as news } from '../areas/news.js';
import { fr as automaticBids } from '../areas/automatic-bids.js';

export const fr = {
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
} as const;
