import { bidderBlocks, type Role } from '@immo/core';
import { Pagination, selectSession } from '@immo/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { pageCount, pageOf, SearchForm } from '../space/list-controls.js';
import { mayManageUsers } from '../space/negotiator-guard.js';
import { LoadFailedNotice, LoadingNotice, PageRefusal } from '../space/load-states.js';
import { ConfirmDialog, ReasonDialog } from './dialogs.js';
import { actionFailureMessage, useApiGet } from './use-api.js';
import { api, fullName, type UserRow, type UsersPage as UsersAnswer } from './wire.js';

const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'space_role_user',
  ROLE_NEGOCIATEUR: 'space_role_negotiator',
  ROLE_ADMIN: 'space_role_admin',
  ROLE_VENDEUR: 'negotiator_users_role_seller',
};

/**
 * Whether the account is of a kind that never bids, whatever its files (core's bidderBlocks: a
 * negotiator, or no buyer at all — an administrator, a seller only): its right to bid means nothing.
 */
export function accountNeverBids(roles: readonly Role[]): boolean {
  const [first] = bidderBlocks({
    account: { roles, emailVerifiedAt: null, identityVerifiedAt: null, biddingSuspendedAt: null },
    file: null,
  });
  return first === 'negotiator' || first === 'not_a_buyer';
}

type Changing = { user: UserRow; allowed: boolean };

/**
 * The users and their right to bid (administrators: GET /ajax/users/list, PUT /api/users/{id}/droit-enchere):
 * search, pages, roles, verification, and withdrawing the right with a reason or restoring it.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { user } = useSelector(selectSession);
  const allowed = mayManageUsers(user);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const { load, retry, update } = useApiGet<UsersAnswer>(allowed ? api.users(q, page) : null);
  const { api: request } = useSaleEditorDependencies();
  const [changing, setChanging] = useState<Changing | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  if (!allowed || (load.state === 'failed' && load.status === 403))
    return (
      <PageRefusal
        title={t('negotiator_users_title')}
        titleId="nb-users-title"
        message={t('negotiator_users_refused')}
        testId="users-refused"
      />
    );

  const go = (next: { q?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) query.set('q', nextQ);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const change = async ({ user: target, allowed: restore }: Changing, reason?: string) => {
    let answer: Partial<UserRow> | null;
    try {
      answer = await request<Partial<UserRow> | null>(api.biddingRight(target.id), {
        method: 'PUT',
        json: restore ? { allowed: true } : { allowed: false, reason },
      });
    } catch (failure) {
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
    const changed: UserRow = {
      ...target,
      canAuction: restore,
      biddingSuspensionReason: restore ? null : (reason ?? null),
      ...(answer ?? {}),
    };
    update((data) => ({
      ...data,
      items: data.items.map((item) => (item.id === changed.id ? changed : item)),
    }));
    setChanging(null);
    setFlash(
      t(restore ? 'negotiator_users_restored' : 'negotiator_users_withdrawn', { name: displayName(target) }),
    );
  };

  return (
    <section className="nb-page" data-testid="users" aria-labelledby="nb-users-title">
      <div className="ns-sales-top">
        <div>
          <h1 id="nb-users-title" className="ns-page-title">
            {t('negotiator_users_title')}
          </h1>
          <p className="ns-page-intro">{t('negotiator_users_intro')}</p>
        </div>
        <SearchForm
          id="nb-users-q"
          label={t('negotiator_users_search_label')}
          placeholder={t('negotiator_users_search_placeholder')}
          value={q}
          onSearch={(text) => go({ q: text, page: 1 })}
        />
      </div>
      {flash ? (
        <p className="kit-notice kit-notice--success nb-flash" role="status" data-testid="users-flash">
          {flash}
        </p>
      ) : null}
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('negotiator_users_failed')} onRetry={retry} />
      ) : load.data.items.length === 0 ? (
        <div className="ns-empty kit-card" data-testid="users-empty">
          <p>{q ? t('negotiator_users_no_match', { q }) : t('negotiator_users_empty')}</p>
        </div>
      ) : (
        <>
          <p className="ns-sales-count" aria-live="polite">
            {t('negotiator_users_count', { count: load.data.total })}
          </p>
          <table className="ns-sales-table nb-users-table">
            <thead>
              <tr>
                <th scope="col">{t('negotiator_users_col_user')}</th>
                <th scope="col">{t('negotiator_users_col_roles')}</th>
                <th scope="col">{t('negotiator_users_col_account')}</th>
                <th scope="col">{t('negotiator_users_col_bidding')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((item) => (
                <UserLine
                  key={item.id}
                  user={item}
                  onChange={(allowed) => setChanging({ user: item, allowed })}
                />
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pages={pageCount(load.data.total, load.data.pageSize)}
            onPage={(next) => go({ page: next })}
          />
        </>
      )}
      {changing?.allowed === false ? (
        <ReasonDialog
          title={t('negotiator_users_withdraw_title', { name: displayName(changing.user) })}
          intro={<p>{t('negotiator_users_withdraw_text', { name: displayName(changing.user) })}</p>}
          label={t('negotiator_users_withdraw_reason')}
          confirmLabel={t('negotiator_users_withdraw')}
          check={(reason) => (reason.trim() === '' ? t('field_required') : null)}
          onSubmit={(reason) => change(changing, reason)}
          onClose={() => setChanging(null)}
          testId="withdraw-dialog"
        />
      ) : null}
      {changing?.allowed === true ? (
        <ConfirmDialog
          title={t('negotiator_users_restore_title', { name: displayName(changing.user) })}
          message={<p>{t('negotiator_users_restore_text', { name: displayName(changing.user) })}</p>}
          confirmLabel={t('negotiator_users_restore')}
          onConfirm={() => change(changing)}
          onClose={() => setChanging(null)}
          testId="restore-dialog"
        />
      ) : null}
    </section>
  );
}

const displayName = (user: UserRow): string => fullName(user) || user.email;

function UserLine({ user, onChange }: { user: UserRow; onChange: (allowed: boolean) => void }) {
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <tr data-testid="user-row" data-user-id={user.id}>
      <td className="ns-cell-property" data-label={t('negotiator_users_col_user')}>
        <span className="nb-buyer-name">{name}</span>
        <a className="nb-contact-link" href={`mailto:${user.email}`}>
          {user.email}
        </a>
      </td>
      <td data-label={t('negotiator_users_col_roles')}>
        <span className="nb-roles">
          {user.roles.map((role) => (
            <span key={role} className="nb-chip">
              {t(ROLE_LABELS[role] ?? role)}
            </span>
          ))}
        </span>
      </td>
      <td data-label={t('negotiator_users_col_account')}>
        {/* A staff account is never checked as a buyer: 'not verified' would read as a fault. */}
        {accountNeverBids(user.roles) ? (
          <span className="ns-muted" aria-label={t('negotiator_users_bidding_never')}>
            —
          </span>
        ) : (
          <span className={user.verified ? 'nb-verified' : 'nb-unverified'}>
            {t(user.verified ? 'negotiator_users_verified' : 'negotiator_users_not_verified')}
          </span>
        )}
      </td>
      <td data-label={t('negotiator_users_col_bidding')}>
        {accountNeverBids(user.roles) ? (
          <span className="ns-muted nb-bidding">{t('negotiator_users_bidding_never')}</span>
        ) : (
          <span className="nb-bidding">
            <span className={`nb-bidding-state--${user.canAuction ? 'allowed' : 'withdrawn'}`}>
              {t(user.canAuction ? 'negotiator_users_bidding_allowed' : 'negotiator_users_bidding_withdrawn')}
            </span>
            {!user.canAuction && user.biddingSuspensionReason ? (
              <span>{t('buyer_file_refusal_reason', { reason: user.biddingSuspensionReason })}</span>
            ) : null}
            <button
              type="button"
              className={`nb-action-button${user.canAuction ? ' nb-action-button--danger' : ''}`}
              aria-label={t(
                user.canAuction ? 'negotiator_users_withdraw_for' : 'negotiator_users_restore_for',
                {
                  name,
                },
              )}
              data-testid={user.canAuction ? 'withdraw-right' : 'restore-right'}
              onClick={() => onChange(!user.canAuction)}
            >
              {t(user.canAuction ? 'negotiator_users_withdraw' : 'negotiator_users_restore')}
            </button>
          </span>
        )}
      </td>
    </tr>
  );
}
