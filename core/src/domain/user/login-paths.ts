/** The login/account page (spec §2.4). */
export const LOGIN_PAGE_PATH = '/compte-36h-immo.html';

/** Where a login with no reason to go back somewhere lands. */
export const DEFAULT_AFTER_LOGIN_PATH = '/mon-espace';

/** The name of the cookie that holds the login token (spec §7, §9). */
export const TOKEN_COOKIE_NAME = 'BEARER';

/**
 * Why someone was sent to the login page, named as the query parameter of spec §2.4:
 * focusedBien — an anonymous visitor looking at a live auction;
 * bienVente — a 401 while registering interest in a property;
 * documentBien — an anonymous visitor asking for a restricted document.
 */
export const LOGIN_REASONS = ['focusedBien', 'bienVente', 'documentBien'] as const;
export type LoginReason = (typeof LOGIN_REASONS)[number];

/** The mobile sign-up entry: a bare `inscription` parameter. */
export const SIGN_UP_PARAMETER = 'inscription';

export const propertyPagePath = (propertyId: number): string => `/bien/${propertyId}`;
/** The property page, told to reopen the interest registration the login interrupted. */
export const INTEREST_FRAGMENT = 'inscription-vente';
/** The property page, scrolled to its documents table. */
export const DOCUMENTS_FRAGMENT = 'documents';

export function loginPagePath(reason: LoginReason, propertyId: number): string {
  return `${LOGIN_PAGE_PATH}?${reason}=${propertyId}`;
}

export const signUpPagePath = (): string => `${LOGIN_PAGE_PATH}?${SIGN_UP_PARAMETER}`;

export type QueryParameters = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A property id from the query, or null: only a positive integer, so the redirect stays on our pages. */
function propertyIdParameter(query: QueryParameters, name: LoginReason): number | null {
  const raw = query[name];
  const value = typeof raw === 'string' ? raw : raw?.[0];
  if (value === undefined || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

const RETURN_PATH: Record<LoginReason, (propertyId: number) => string> = {
  bienVente: (id) => `${propertyPagePath(id)}#${INTEREST_FRAGMENT}`,
  documentBien: (id) => `${propertyPagePath(id)}#${DOCUMENTS_FRAGMENT}`,
  focusedBien: (id) => propertyPagePath(id),
};

/** Most specific intent first when several parameters are present. */
const RETURN_PRIORITY: readonly LoginReason[] = ['bienVente', 'documentBien', 'focusedBien'];

/** Where to go after logging in from the login page, given its query parameters. */
export function loginReturnPath(query: QueryParameters): string {
  for (const reason of RETURN_PRIORITY) {
    const id = propertyIdParameter(query, reason);
    if (id !== null) return RETURN_PATH[reason](id);
  }
  return DEFAULT_AFTER_LOGIN_PATH;
}
