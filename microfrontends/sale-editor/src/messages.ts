// This remote's texts: the areas of core's catalogue its screens use, bundled in this remote and
// added to the page's i18n when it mounts (kit's useRemoteMessages), so a text changed or added
// here reaches the site with this remote alone redeployed, the shell untouched.
import { mergeMessages, type MessageBundle } from '@immo/kit';
import * as common from '@immo/core/messages/common';
import * as saleForm from '@immo/core/messages/sale-form';
import * as photos from '@immo/core/messages/photos';
import * as buyerFile from '@immo/core/messages/buyer-file';
import * as visits from '@immo/core/messages/visits';
import * as negotiatorBuyers from '@immo/core/messages/negotiator-buyers';
import * as saleDocuments from '@immo/core/messages/sale-documents';
import * as documents from '@immo/core/messages/documents';
import * as automaticBids from '@immo/core/messages/automatic-bids';
import * as publication from '@immo/core/messages/publication';

export const SALE_EDITOR_MESSAGES: MessageBundle = mergeMessages(
  common,
  saleForm,
  photos,
  buyerFile,
  visits,
  negotiatorBuyers,
  saleDocuments,
  documents,
  automaticBids,
  publication,
);
