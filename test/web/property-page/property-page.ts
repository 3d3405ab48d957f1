// The property page's component as the shell gets it. In a browser its texts come as one chunk per
// locale (texts.ts, made from messages.ts at build time; test/web/kit/i18n.test.tsx checks the
// chunk is that bundle's locale); here they are given from the same bundle, so the page renders at
// once in either locale, as the shell renders it once its language's chunk has arrived.
import { PROPERTY_PAGE_MESSAGES } from '../../../microfrontends/property-page/src/messages.js';
import PropertyPage from '../../../microfrontends/property-page/src/property-page.js';
import { PROPERTY_PAGE_TEXTS } from '../../../microfrontends/property-page/src/texts.js';

PROPERTY_PAGE_TEXTS.give(PROPERTY_PAGE_MESSAGES);

export default PropertyPage;
