/** What the login page is told by the page before it (router state): a notice above the form. */
export interface LoginPageState {
  notice?: string;
}

/** The new password is saved (after ?reinitialisation). */
export const LOGIN_NOTICE_PASSWORD_RESET = 'ap_reset_done';

/** The e-mail verification link lands with ?verification=ok|invalid (adapters' accounts routes). */
export const VERIFICATION_NOTICES = {
  ok: { className: 'kit-notice--success', message: 'email_verified' },
  invalid: { className: 'kit-notice--error', message: 'verification_link_invalid' },
} as const;
