import { composeEmail, siteLink } from '../../domain/notifications/email-content.js';
import { noticePreferencesOf, unsubscribePagePath } from '../../domain/notifications/notice-preferences.js';
import { propertyPagePath } from '../../domain/user/login-paths.js';
import { BUYER_SPACE_SECTIONS } from '../../domain/buyer-file/buyer-space-paths.js';
import { MAX_SEARCH_PAGE_SIZE, type SavedSearch } from '../../domain/search/criteria.js';
import { translate } from '../../messages/translate.js';
import type {
  NoticePreferenceRepository,
  SavedSearchRepository,
  UserRepository,
} from '../../ports/repositories.port.js';
import type {
  Clock,
  Mailer,
  SearchDocument,
  SearchIndex,
  UnsubscribeTokens,
} from '../../ports/services.port.js';
import { formatEuros } from '../../shared/format.js';
import { DAY_MS, HOUR_MS } from '../../shared/time.js';
import { ok, type Result, type UseCase } from '../../shared/result.js';

/** How many sales an alert remembers having seen, per saved search. */
export const ALERT_SEEN_MAX = 1000;
/**
 * The least time between two runs of one search's alert: a day, less an hour for the drift of the
 * instances' timers. A restart, or a second instance, within the day mails nothing again.
 */
export const ALERT_MIN_INTERVAL_MS = DAY_MS - HOUR_MS;

export interface SavedSearchAlertsDeps {
  repos: {
    savedSearches: SavedSearchRepository;
    users: UserRepository;
    noticePreferences: NoticePreferenceRepository;
  };
  search: SearchIndex;
  mailer: Mailer;
  /** The alert's unsubscribe link (no login). */
  unsubscribeTokens: UnsubscribeTokens;
  clock: Clock;
  /** The public site address the links point to. */
  siteUrl: string;
}

export interface SavedSearchAlertsReport {
  /** Users e-mailed (one message each). */
  mailed: number;
  /** Sales told, over every message. */
  sales: number;
}

interface Section {
  search: SavedSearch;
  sales: SearchDocument[];
}

/**
 * The daily alert of saved searches: each user whose searches have their alert on gets one e-mail,
 * in their language, listing the sales that match one of them and that no earlier run had seen,
 * each with its link. A search's first run only notes what already matches (nothing is 'new' yet).
 * Each search is claimed before it runs (at most once a day, whichever instance runs the job); its
 * sales seen are recorded once the e-mail is sent, so a failed send tells them again the next day.
 */
export class SendSavedSearchAlerts implements UseCase<void, SavedSearchAlertsReport> {
  constructor(private readonly deps: SavedSearchAlertsDeps) {}

  async execute(): Promise<Result<SavedSearchAlertsReport>> {
    const byUser = new Map<number, SavedSearch[]>();
    for (const search of await this.deps.repos.savedSearches.listWithAlert())
      byUser.set(search.userId, [...(byUser.get(search.userId) ?? []), search]);
    const report: SavedSearchAlertsReport = { mailed: 0, sales: 0 };
    for (const [userId, searches] of byUser) {
      const told = await this.alertUser(userId, searches);
      if (told > 0) {
        report.mailed += 1;
        report.sales += told;
      }
    }
    return ok(report);
  }

  private async alertUser(userId: number, searches: SavedSearch[]): Promise<number> {
    const { repos, search: index, clock } = this.deps;
    const user = await repos.users.findById(userId);
    if (!user) return 0;
    const now = clock.now();
    const told = new Set<number>();
    const sections: Section[] = [];
    const runs: { id: number; seen: number[] }[] = [];
    for (const search of searches) {
      const claimed = await repos.savedSearches.claimAlertRun(search.id, now, now - ALERT_MIN_INTERVAL_MS);
      if (!claimed) continue;
      const { hits } = await index.search(
        { ...search.criteria, page: 1, sort: 'newest' },
        now,
        MAX_SEARCH_PAGE_SIZE,
      );
      const ids = hits.map((hit) => hit.propertyId);
      runs.push({
        id: search.id,
        seen: [...new Set([...ids, ...search.alertSeenIds])].slice(0, ALERT_SEEN_MAX),
      });
      if (search.alertedAt === null) continue;
      const seen = new Set(search.alertSeenIds);
      const fresh = hits.filter((hit) => !seen.has(hit.propertyId) && !told.has(hit.propertyId));
      fresh.forEach((hit) => told.add(hit.propertyId));
      if (fresh.length > 0) sections.push({ search, sales: fresh });
    }
    // Switched off (buyer space, or the link of an earlier alert): the runs are still recorded, so
    // switching it on again does not bring back every sale seen meanwhile.
    const wanted = noticePreferencesOf(await repos.noticePreferences.find(userId)).saved_search_alerts;
    if (sections.length > 0 && wanted) await this.mail(user, sections);
    for (const run of runs) await repos.savedSearches.recordAlertRun(run.id, run.seen, now);
    return wanted ? told.size : 0;
  }

  private async mail(
    user: { id: number; email: string; firstName: string; locale: 'fr' | 'en' },
    sections: Section[],
  ): Promise<void> {
    const { locale } = user;
    const { siteUrl } = this.deps;
    const token = await this.deps.unsubscribeTokens.sign({ userId: user.id, kind: 'saved_search_alerts' });
    const paragraphs = [
      translate('email_greeting', locale, { firstName: user.firstName }),
      translate('saved_search_alert_intro', locale),
      ...sections.map((section) =>
        [
          translate('saved_search_alert_search', locale, { name: section.search.name }),
          ...section.sales.map((sale) =>
            translate('saved_search_alert_sale', locale, {
              title: sale.title,
              city: sale.city,
              postcode: sale.postcode,
              price: formatEuros(sale.price),
              url: siteLink(siteUrl, propertyPagePath(sale.propertyId)),
            }),
          ),
        ].join('\n'),
      ),
    ];
    await this.deps.mailer.send({
      to: user.email,
      ...composeEmail({
        locale,
        siteUrl,
        subject: translate('saved_search_alert_subject', locale),
        heading: translate('saved_search_alert_heading', locale),
        paragraphs,
        action: {
          label: translate('saved_search_alert_action', locale),
          url: siteLink(siteUrl, BUYER_SPACE_SECTIONS.searches),
        },
        note: translate('saved_search_alert_note', locale),
        unsubscribe: {
          label: translate('email_unsubscribe_saved_search_alerts', locale),
          url: siteLink(siteUrl, unsubscribePagePath(token)),
        },
      }),
    });
  }
}
