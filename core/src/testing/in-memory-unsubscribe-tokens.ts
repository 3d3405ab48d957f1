import { isNoticeKind, type UnsubscribeGrant } from '../domain/notifications/notice-preferences.js';
import type { UnsubscribeTokens } from '../ports/services.port.js';

/** Readable tokens ('unsubscribe.14.ending_soon'); anything else is refused, as a forged one would be. */
export class InMemoryUnsubscribeTokens implements UnsubscribeTokens {
  async sign(grant: UnsubscribeGrant): Promise<string> {
    return `unsubscribe.${grant.userId}.${grant.kind}`;
  }

  async verify(token: string): Promise<UnsubscribeGrant | null> {
    const [prefix, id, kind] = token.split('.');
    const userId = Number(id);
    if (prefix !== 'unsubscribe' || !Number.isSafeInteger(userId) || userId <= 0 || !isNoticeKind(kind))
      return null;
    return { userId, kind };
  }
}
