import { hasRole, isAnonymous, type Viewer } from '../user/user.js';
import { fail, type Err } from '../../shared/result.js';
import type { DomainError } from '../../shared/result.js';

/** Only administrators write news: unauthenticated for a visitor, forbidden for anyone else; null when allowed. */
export function refuseNonAdmin(viewer: Viewer): Err<DomainError> | null {
  if (isAnonymous(viewer)) return fail('unauthenticated');
  if (!hasRole(viewer, 'ROLE_ADMIN')) return fail('forbidden');
  return null;
}
