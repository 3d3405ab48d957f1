// The module the shell loads ('accounts/LoginPage'): the page with its stylesheet. The component
// itself lives in login-screen.tsx, so component tests run it in Node without a CSS loader.
import './accounts.css';

export { LoginPage as default } from './login-screen.js';
