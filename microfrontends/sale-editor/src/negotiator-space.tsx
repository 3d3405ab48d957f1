import { RemoteMessages, ReportingBoundary } from '@immo/kit';
import { SALE_EDITOR_MESSAGES } from './messages.js';
import { SALE_EDITOR_REMOTE } from './remote.js';
import type { SaleFormTabComponents } from './sale-form/tab-components.js';
import { NegotiatorSpaceRoutes } from './space/space-routes.js';
import { GeneralTab } from './tabs/general-tab.js';
import { PhotosTab } from './tabs/photos-tab.js';
import { PrecisionsTab } from './tabs/precisions-tab.js';
import { VendorsTab } from './tabs/vendors-tab.js';

const SALE_FORM_TABS: SaleFormTabComponents = {
  GENERAL: GeneralTab,
  PRECISION: PrecisionsTab,
  PHOTOS: PhotosTab,
  VENDEURS: VendorsTab,
};

/**
 * The negotiator space (spec §2.1, §2.4): the sales by status, personal information and the sale
 * form, at /espace-negociateur/…; rendered inside the shell's router, store and i18n.
 */
export default function NegotiatorSpace() {
  return (
    <ReportingBoundary remote={SALE_EDITOR_REMOTE}>
      <RemoteMessages messages={SALE_EDITOR_MESSAGES}>
        <NegotiatorSpaceRoutes tabs={SALE_FORM_TABS} />
      </RemoteMessages>
    </ReportingBoundary>
  );
}
