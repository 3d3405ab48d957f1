import {
  noticePreferencesOf,
  parseNoticePreferences,
  type NoticeKind,
  type NoticePreferences,
} from '../../domain/notifications/notice-preferences.js';
import { isAnonymous, type Viewer } from '../../domain/user/user.js';
import type { Repositories } from '../../ports/repositories.port.js';
import type { UnsubscribeTokens } from '../../ports/services.port.js';
import { fail, ok, type Result, type UseCase } from '../../shared/result.js';

type PreferenceDeps = { repos: Pick<Repositories, 'noticePreferences' | 'users'> };

/** GET /api/me/notifications: the viewer's notice choices, every kind on unless switched off. */
export class GetNoticePreferences implements UseCase<{ viewer: Viewer }, NoticePreferences> {
  constructor(private readonly deps: PreferenceDeps) {}

  async execute(input: { viewer: Viewer }): Promise<Result<NoticePreferences>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    return ok(noticePreferencesOf(await this.deps.repos.noticePreferences.find(input.viewer.id)));
  }
}

/** PUT /api/me/notifications: some kinds switched on or off; answers the choices now in force. */
export class SaveNoticePreferences implements UseCase<
  { viewer: Viewer; change: unknown },
  NoticePreferences
> {
  constructor(private readonly deps: PreferenceDeps) {}

  async execute(input: { viewer: Viewer; change: unknown }): Promise<Result<NoticePreferences>> {
    if (isAnonymous(input.viewer)) return fail('unauthenticated');
    const change = parseNoticePreferences(input.change);
    if (!change.ok) return change;
    const { noticePreferences } = this.deps.repos;
    await noticePreferences.save(input.viewer.id, change.value);
    return ok(noticePreferencesOf(await noticePreferences.find(input.viewer.id)));
  }
}

/**
 * The unsubscribe link of an alert, without login: the signed token names the user and the kind
 * of notice. `confirm: false` only reads what the link would stop (the page asks first, so a mail
 * scanner opening the link changes nothing); `confirm: true` switches it off. Idempotent.
 */
export class UnsubscribeFromNotice implements UseCase<
  { token: unknown; confirm: boolean },
  { kind: NoticeKind; unsubscribed: boolean }
> {
  constructor(private readonly deps: PreferenceDeps & { unsubscribeTokens: UnsubscribeTokens }) {}

  async execute(input: {
    token: unknown;
    confirm: boolean;
  }): Promise<Result<{ kind: NoticeKind; unsubscribed: boolean }>> {
    if (typeof input.token !== 'string' || input.token === '')
      return fail('invalid_input', undefined, 'token');
    const grant = await this.deps.unsubscribeTokens.verify(input.token);
    if (!grant || !(await this.deps.repos.users.findById(grant.userId)))
      return fail('invalid_input', undefined, 'token');
    const { noticePreferences } = this.deps.repos;
    if (input.confirm) await noticePreferences.save(grant.userId, { [grant.kind]: false });
    const current = noticePreferencesOf(await noticePreferences.find(grant.userId));
    return ok({ kind: grant.kind, unsubscribed: !current[grant.kind] });
  }
}
