// The accounts whose login grants changed (core's AccountChanged: a right withdrawn, a deactivation,
// an approval, a password change…), told to every instance so that none keeps an old token check.
import type { Broadcast, PubSub } from './pub-sub.js';

export interface AccountChange {
  userId: number;
}

export type AccountChanges = Broadcast<AccountChange>;

export const ACCOUNT_CHANGES_CHANNEL = 'immo:account-changes';

const isAccountChange = (value: unknown): value is AccountChange =>
  typeof (value as { userId?: unknown } | null)?.userId === 'number';

export const accountChangesOf = (pubSub: PubSub): AccountChanges =>
  pubSub.channel(ACCOUNT_CHANGES_CHANNEL, isAccountChange);
