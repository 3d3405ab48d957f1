// The module the shell loads ('accounts/SellerSpace'): the seller's back office with its stylesheet.
// The component lives in seller/seller-space-screen.tsx, so component tests run it without a CSS loader.
import './accounts.css';
import './buyer-space.css';
import './seller/seller-space.css';

export { SellerSpace as default } from './seller/seller-space-screen.js';
