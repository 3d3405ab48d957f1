// This remote's texts: the areas of core's catalogue its screens use, in this remote's build and
// added to the page's i18n when it mounts (kit's RemoteMessages), so a text changed or added here
// reaches the site with this remote alone redeployed, the shell untouched. Run at build time (kit's
// catalogue-loader: texts.ts) to make one JSON chunk per locale: imports nothing at run time but data.
import { mergeMessages, type MessageBundle } from '@immo/kit/message-bundle';
import * as common from '@immo/core/messages/common';
import * as auction from '@immo/core/messages/auction';
import * as favourites from '@immo/core/messages/favourites';
import * as propertyBuyer from '@immo/core/messages/property-buyer';
import * as photos from '@immo/core/messages/photos';
import * as documents from '@immo/core/messages/documents';
import * as buyerFile from '@immo/core/messages/buyer-file';
import * as visits from '@immo/core/messages/visits';
import * as interest from '@immo/core/messages/interest';
import * as liveNotices from '@immo/core/messages/live-notices';
import * as contact from '@immo/core/messages/contact';
import * as automaticBids from '@immo/core/messages/automatic-bids';

export const PROPERTY_PAGE_MESSAGES: MessageBundle = mergeMessages(
  common,
  auction,
  favourites,
  propertyBuyer,
  photos,
  documents,
  buyerFile,
  visits,
  interest,
  liveNotices,
  contact,
  automaticBids,
);
