/** The largest document accepted: 20 MiB (a limit of this platform; the spec shows none). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** An anonymous visitor asking for a restricted document is sent to log in after this delay (§6). */
export const DOWNLOAD_REDIRECT_DELAY_MS = 500;
/** The documents table shows at most this many characters of a name (§2.2). */
export const DOCUMENT_NAME_MAX_CHARS = 30;
/** The longest name stored. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;
