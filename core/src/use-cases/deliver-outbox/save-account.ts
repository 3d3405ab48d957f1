import { changesLoginGrants } from '../../domain/user/login-session.js';
import type { User } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { Instant } from '../../shared/time.js';
import { recordEvents } from './record-events.js';

/**
 * Stores a changed account through the repositories of a unit of work and, when the change moves what
 * its login tokens open, an AccountChanged event committed with it: every API instance then forgets
 * the token checks it keeps for the account (the live routes' viewer cache).
 */
export async function saveAccount(
  repos: Pick<Repositories, 'users' | 'eventOutbox'>,
  at: Instant,
  before: User,
  after: User,
): Promise<void> {
  await repos.users.update(after);
  if (changesLoginGrants(before, after)) {
    await recordEvents(repos, at, [{ type: 'AccountChanged', userId: after.id }]);
  }
}
