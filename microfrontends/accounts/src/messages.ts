// This remote's texts: the areas of core's catalogue its screens use, bundled in this remote and
// added to the page's i18n when it mounts (kit's useRemoteMessages), so a text changed or added
// here reaches the site with this remote alone redeployed, the shell untouched.
import { mergeMessages, type MessageBundle } from '@immo/kit';
import * as common from '@immo/core/messages/common';
import * as accounts from '@immo/core/messages/accounts';
import * as accountPages from '@immo/core/messages/account-pages';
import * as buyerSpace from '@immo/core/messages/buyer-space';
import * as buyerFile from '@immo/core/messages/buyer-file';
import * as offers from '@immo/core/messages/offers';
import * as favourites from '@immo/core/messages/favourites';
import * as visits from '@immo/core/messages/visits';
import * as liveNotices from '@immo/core/messages/live-notices';
import * as automaticBids from '@immo/core/messages/automatic-bids';
import * as publication from '@immo/core/messages/publication';

export const ACCOUNTS_MESSAGES: MessageBundle = mergeMessages(
  common,
  accounts,
  accountPages,
  buyerSpace,
  buyerFile,
  offers,
  favourites,
  visits,
  liveNotices,
  automaticBids,
  publication,
);
