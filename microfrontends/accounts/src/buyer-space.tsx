// The module the shell loads ('accounts/BuyerSpace'): the space with its stylesheet. The component
// lives in space/buyer-space-screen.tsx, so component tests run it in Node without a CSS loader.
import './accounts.css';
import './buyer-space.css';

export { BuyerSpace as default } from './space/buyer-space-screen.js';
