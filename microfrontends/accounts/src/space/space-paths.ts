import {
  BUYER_SPACE_PATH,
  BUYER_SPACE_SECTIONS,
  DEFAULT_AFTER_LOGIN_PATH,
  type BuyerSpaceSection,
} from '@immo/core';

/** The space's home: where a login lands (spec §2.4 /mon-espace). */
export const SPACE_HOME_PATH = DEFAULT_AFTER_LOGIN_PATH;

export type SpacePage =
  | { page: 'home' }
  | { page: BuyerSpaceSection }
  | { page: 'file'; bienId: number }
  | { page: 'visit-booking'; bienId: number }
  | { page: 'not-found' };

const SECTION_BY_PATH = new Map(
  (Object.entries(BUYER_SPACE_SECTIONS) as [BuyerSpaceSection, string][]).map(([section, path]) => [
    path,
    section,
  ]),
);

const PROPERTY_PAGE = new RegExp(`^${BUYER_SPACE_PATH}/bien/([1-9]\\d{0,15})/(show|visites?)$`);

/**
 * Which page of the space a path is. The shell mounts the space under /espace-utilisateur/* and
 * /mon-espace; the whole path is read, so the same table serves the standalone page.
 */
export function spacePageOf(pathname: string): SpacePage {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === SPACE_HOME_PATH || path === '/espace-utilisateur' || path === BUYER_SPACE_PATH)
    return { page: 'home' };
  const section = SECTION_BY_PATH.get(path);
  if (section) return { page: section };
  const property = PROPERTY_PAGE.exec(path);
  const bienId = Number(property?.[1]);
  if (property && Number.isSafeInteger(bienId))
    return property[2] === 'show' ? { page: 'file', bienId } : { page: 'visit-booking', bienId };
  return { page: 'not-found' };
}
