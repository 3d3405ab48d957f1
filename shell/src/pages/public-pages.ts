// The public information pages are core's (the server writes their HTML too); the shell routes them.
export {
  FOOTER_DISCOVER,
  FOOTER_INFORMATION,
  PUBLIC_PAGES,
  publicPage,
  type PublicPage,
  type PublicPageId,
} from '@immo/core';
