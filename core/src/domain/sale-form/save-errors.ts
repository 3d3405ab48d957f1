// What the form shows when a save fails (spec §8).
import type { MessageCode } from '../../messages/catalogue.js';
import { translate, type Locale } from '../../messages/translate.js';

/** Save error strings the server may answer that the form translates; any other string is shown as is. */
const KNOWN_SAVE_ERRORS: ReadonlySet<string> = new Set<MessageCode>(['commune_not_found', 'session_expiree']);

/** The persistent message for a save error string the server answered. */
export const saveErrorText = (serverError: string, locale: Locale = 'fr'): string =>
  KNOWN_SAVE_ERRORS.has(serverError) ? translate(serverError as MessageCode, locale) : serverError;

/** The dialog for a network or unexpected failure. */
export const saveFailureDialog = (locale: Locale = 'fr'): { title: string; message: string } => ({
  title: translate('sale_save_failed_title', locale),
  message: translate('sale_save_failed', locale),
});
