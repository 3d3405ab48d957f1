// The module the shell loads ('accounts/SellerSpace'): the seller's back office with its stylesheet
// and this remote's texts (the shell holds only its own areas of the catalogue).
// The component lives in seller/seller-space-screen.tsx, so component tests run it without a CSS loader.
import { RemoteMessages } from '@immo/kit';
import './accounts.css';
import './buyer-space.css';
import './seller/seller-space.css';
import { ACCOUNTS_MESSAGES } from './messages.js';
import { SellerSpace } from './seller/seller-space-screen.js';

export default function SellerSpaceWithTexts() {
  return (
    <RemoteMessages messages={ACCOUNTS_MESSAGES}>
      <SellerSpace />
    </RemoteMessages>
  );
}
