// The admin space's pages (issue 12): users, every sale, the notary directory, the audit log. They
// reuse the negotiator space's pieces (lists, dialogs, load states) and the existing routes where the
// action exists already (right to bid, identity approval, the sales list).
import {
  formatEuros,
  LISTING_STATUSES,
  ROLES,
  type AdminUserRow,
  type AssistanceThirdParty,
  type ListingStatus,
  type Role,
} from '@immo/core';
import { Pagination } from '@immo/kit';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog, Dialog, DialogActions, DialogError, ReasonDialog } from '../buyers/dialogs.js';
import { actionFailureMessage, useApiGet } from '../buyers/use-api.js';
import { useSaleEditorDependencies } from '../space/dependencies.js';
import { formatDateTimeShort } from '../space/format.js';
import { pageCount, pageOf, SearchForm } from '../space/list-controls.js';
import { LoadFailedNotice, LoadingNotice } from '../space/load-states.js';
import { publicSalePath, saleFormPath } from '../space/paths.js';
import { salesListQuery, type SalesListPage } from '../space/sales-list.js';
import { fetchAssistanceThirdParties } from '../space/third-parties.js';
import type { Load } from '../buyers/use-api.js';

/** Core's admin row as the API sends it: the instant as ISO text. */
export type AdminUser = Omit<AdminUserRow, 'createdAt'> & { createdAt: string };

interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const adminApi = {
  users: (q: string, page: number) =>
    `/api/admin/utilisateurs?${new URLSearchParams({ q, page: String(page) }).toString()}`,
  user: (id: number) => `/api/admin/utilisateurs/${id}`,
  biddingRight: (id: number) => `/api/users/${id}/droit-enchere`,
  identityDecision: (buyerFileId: number) => `/api/dossiers/${buyerFileId}/piece-identite/decision`,
  notary: (id?: number) => (id === undefined ? '/api/admin/notaires' : `/api/admin/notaires/${id}`),
  journal: (page: number) => `/api/admin/journal?page=${page}`,
};

const ROLE_LABELS: Record<Role, string> = {
  ROLE_USER: 'space_role_user',
  ROLE_NEGOCIATEUR: 'space_role_negotiator',
  ROLE_ADMIN: 'space_role_admin',
  ROLE_VENDEUR: 'negotiator_users_role_seller',
};

const nameOf = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

function Flash({ text, error = false }: { text: string | null; error?: boolean }) {
  return text ? (
    <p
      className={`kit-notice kit-notice--${error ? 'error' : 'success'} nb-flash`}
      role={error ? 'alert' : 'status'}
      data-testid="admin-flash"
    >
      {text}
    </p>
  ) : null;
}

function RolesDialog({
  user,
  onSave,
  onClose,
}: {
  user: AdminUser;
  onSave: (roles: Role[]) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      title={t('admin_roles_title', { name: nameOf(user) })}
      onClose={onClose}
      busy={busy}
      testId="roles-dialog"
    >
      <fieldset className="ad-roles">
        {ROLES.map((role) => (
          <label key={role}>
            <input
              type="checkbox"
              checked={roles.includes(role)}
              data-testid={`role-${role}`}
              onChange={(event) =>
                setRoles(event.target.checked ? [...roles, role] : roles.filter((r) => r !== role))
              }
            />{' '}
            {t(ROLE_LABELS[role])}
          </label>
        ))}
      </fieldset>
      <DialogError message={error} />
      <DialogActions
        confirmLabel={t('admin_save')}
        busy={busy}
        onCancel={onClose}
        onConfirm={() => {
          setBusy(true);
          setError(null);
          onSave(roles).catch((failure: unknown) => {
            setError(failure instanceof Error ? failure.message : String(failure));
            setBusy(false);
          });
        }}
      />
    </Dialog>
  );
}

type UserDialog =
  | { kind: 'roles'; user: AdminUser }
  | { kind: 'deactivate'; user: AdminUser }
  | { kind: 'withdraw'; user: AdminUser };

/** /espace-admin: the accounts, their roles and states, and every action on them. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageOf(params.get('page'));
  const { load, retry, update } = useApiGet<Paged<AdminUser>>(adminApi.users(q, page));
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [flash, setFlash] = useState<{ text: string; error: boolean } | null>(null);

  const go = (next: { q?: string; page?: number }) => {
    const query = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ) query.set('q', nextQ);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const replace = (changed: AdminUser) =>
    update((data) => ({ ...data, items: data.items.map((u) => (u.id === changed.id ? changed : u)) }));

  /** Runs an action, then reads the user's row again so that every state shown is the server's. */
  const act = async (user: AdminUser, action: () => Promise<unknown>) => {
    try {
      await action();
      const fresh = await api<Paged<AdminUser>>(adminApi.users(user.email, 1));
      const row = fresh.items.find((u) => u.id === user.id);
      if (row) replace(row);
      setDialog(null);
      setFlash({ text: t('admin_saved', { name: nameOf(user) }), error: false });
    } catch (failure) {
      const text = actionFailureMessage(failure, t);
      if (dialog) throw new Error(text, { cause: failure });
      setFlash({ text, error: true });
    }
  };
  const change = (user: AdminUser, json: Record<string, unknown>) =>
    act(user, () => api(adminApi.user(user.id), { method: 'PUT', json }));

  return (
    <section className="nb-page" data-testid="admin-users" aria-labelledby="ad-users-title">
      <div className="ns-sales-top">
        <h1 id="ad-users-title" className="ns-page-title">
          {t('admin_users_title')}
        </h1>
        <SearchForm
          id="ad-users-q"
          label={t('admin_search_label')}
          placeholder={t('admin_users_search_placeholder')}
          value={q}
          onSearch={(text) => go({ q: text, page: 1 })}
        />
      </div>
      <Flash text={flash?.text ?? null} error={flash?.error} />
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('admin_load_failed')} onRetry={retry} />
      ) : load.data.items.length === 0 ? (
        <div className="ns-empty kit-card">
          <p>{t('admin_users_empty')}</p>
        </div>
      ) : (
        <>
          <p className="ns-sales-count" aria-live="polite">
            {t('admin_users_count', { count: load.data.total })}
          </p>
          <table className="ns-sales-table ad-table">
            <thead>
              <tr>
                <th scope="col">{t('admin_col_user')}</th>
                <th scope="col">{t('admin_col_roles')}</th>
                <th scope="col">{t('admin_col_state')}</th>
                <th scope="col">{t('admin_col_actions')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((user) => (
                <tr key={user.id} data-testid="admin-user-row" data-user-id={user.id}>
                  <td data-label={t('admin_col_user')}>
                    <strong>{nameOf(user)}</strong>
                    <span className="ns-muted ad-block">{user.email}</span>
                    {user.phone ? <span className="ns-muted ad-block">{user.phone}</span> : null}
                  </td>
                  <td data-label={t('admin_col_roles')}>
                    {user.roles.map((role) => t(ROLE_LABELS[role])).join(', ')}
                  </td>
                  <td data-label={t('admin_col_state')}>
                    <ul className="ad-states">
                      <li className={user.emailVerified ? 'ad-ok' : 'ad-ko'}>
                        {t(user.emailVerified ? 'admin_email_verified' : 'admin_email_not_verified')}
                      </li>
                      <li className={user.identityApproved ? 'ad-ok' : 'ad-ko'}>
                        {t(
                          user.identityApproved
                            ? 'admin_identity_approved'
                            : user.identityPending.length > 0
                              ? 'admin_identity_pending'
                              : 'admin_identity_none',
                        )}
                      </li>
                      <li className={user.biddingAllowed ? 'ad-ok' : 'ad-ko'}>
                        {t(user.biddingAllowed ? 'admin_bidding_allowed' : 'admin_bidding_withdrawn')}
                        {user.biddingSuspensionReason ? ` (${user.biddingSuspensionReason})` : ''}
                      </li>
                      <li className={user.deactivated ? 'ad-ko' : 'ad-ok'} data-testid="admin-user-active">
                        {t(user.deactivated ? 'admin_deactivated' : 'admin_active')}
                      </li>
                    </ul>
                  </td>
                  <td className="ad-actions" data-label={t('admin_col_actions')}>
                    <button
                      type="button"
                      className="kit-button kit-button--secondary"
                      onClick={() => setDialog({ kind: 'roles', user })}
                      data-testid="admin-edit-roles"
                    >
                      {t('admin_edit_roles')}
                    </button>
                    <button
                      type="button"
                      className="kit-button kit-button--secondary"
                      data-testid="admin-toggle-email"
                      onClick={() => void change(user, { emailVerified: !user.emailVerified })}
                    >
                      {t(user.emailVerified ? 'admin_unverify_email' : 'admin_verify_email')}
                    </button>
                    {user.identityApproved ? (
                      <button
                        type="button"
                        className="kit-button kit-button--secondary"
                        onClick={() => void change(user, { identityApproved: false })}
                      >
                        {t('admin_withdraw_identity')}
                      </button>
                    ) : (
                      user.identityPending.slice(0, 1).map((pending) => (
                        <button
                          key={pending.buyerFileId}
                          type="button"
                          className="kit-button kit-button--secondary"
                          data-testid="admin-approve-identity"
                          onClick={() =>
                            void act(user, () =>
                              api(adminApi.identityDecision(pending.buyerFileId), {
                                method: 'POST',
                                json: { decision: 'approve' },
                              }),
                            )
                          }
                        >
                          {t('admin_approve_identity')}
                        </button>
                      ))
                    )}
                    {user.biddingAllowed ? (
                      <button
                        type="button"
                        className="kit-button kit-button--secondary"
                        onClick={() => setDialog({ kind: 'withdraw', user })}
                      >
                        {t('admin_withdraw_bidding')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="kit-button kit-button--secondary"
                        onClick={() =>
                          void act(user, () =>
                            api(adminApi.biddingRight(user.id), { method: 'PUT', json: { allowed: true } }),
                          )
                        }
                      >
                        {t('admin_restore_bidding')}
                      </button>
                    )}
                    {user.deactivated ? (
                      <button
                        type="button"
                        className="kit-button kit-button--secondary"
                        data-testid="admin-reactivate"
                        onClick={() => void change(user, { deactivated: false })}
                      >
                        {t('admin_reactivate')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="kit-button kit-button--secondary nb-button--danger"
                        data-testid="admin-deactivate"
                        onClick={() => setDialog({ kind: 'deactivate', user })}
                      >
                        {t('admin_deactivate')}
                      </button>
                    )}
                  </td>
                </tr>
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
      {dialog?.kind === 'roles' ? (
        <RolesDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onSave={(roles) => change(dialog.user, { roles })}
        />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <ConfirmDialog
          title={t('admin_deactivate_title', { name: nameOf(dialog.user) })}
          message={<p>{t('admin_deactivate_text')}</p>}
          confirmLabel={t('admin_deactivate')}
          danger
          onConfirm={() => change(dialog.user, { deactivated: true })}
          onClose={() => setDialog(null)}
          testId="deactivate-dialog"
        />
      ) : null}
      {dialog?.kind === 'withdraw' ? (
        <ReasonDialog
          title={t('admin_withdraw_bidding')}
          intro={<p>{nameOf(dialog.user)}</p>}
          label={t('admin_bidding_reason')}
          confirmLabel={t('admin_confirm')}
          check={(reason) => (reason.trim() === '' ? t('field_required') : null)}
          onSubmit={(reason) =>
            act(dialog.user, () =>
              api(adminApi.biddingRight(dialog.user.id), { method: 'PUT', json: { allowed: false, reason } }),
            )
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

const PHASE_LABELS: Record<ListingStatus, string> = {
  en_cours: 'space_status_en_cours',
  a_venir: 'space_status_a_venir',
  termine: 'space_status_termine',
};

/** /espace-admin/ventes: every sale by phase, with its outcome (GET /ajax/biens/list: every sale for an administrator). */
export function AdminSalesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const phase = (LISTING_STATUSES as readonly string[]).includes(params.get('phase') ?? '')
    ? (params.get('phase') as ListingStatus)
    : 'en_cours';
  const page = pageOf(params.get('page'));
  const { load, retry } = useApiGet<SalesListPage>(salesListQuery(phase, '', page));
  return (
    <section className="nb-page" data-testid="admin-sales" aria-labelledby="ad-sales-title">
      <h1 id="ad-sales-title" className="ns-page-title">
        {t('admin_sales_title')}
      </h1>
      <div className="ad-tabs" role="tablist">
        {LISTING_STATUSES.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={status === phase}
            className={`ns-space-nav-link${status === phase ? ' ns-space-nav-link--active' : ''}`}
            onClick={() => setParams({ phase: status })}
          >
            {t(PHASE_LABELS[status])}
          </button>
        ))}
      </div>
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('admin_load_failed')} onRetry={retry} />
      ) : load.data.items.length === 0 ? (
        <div className="ns-empty kit-card">
          <p>{t('admin_sales_empty')}</p>
        </div>
      ) : (
        <>
          <p className="ns-sales-count">{t('admin_sales_count', { count: load.data.total })}</p>
          <table className="ns-sales-table ad-table">
            <thead>
              <tr>
                <th scope="col">{t('admin_col_sale')}</th>
                <th scope="col">{t('admin_col_dates')}</th>
                <th scope="col">{t('admin_col_price')}</th>
                <th scope="col">{t('admin_col_outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((sale) => (
                <tr key={sale.bienId} data-testid="admin-sale-row">
                  <td data-label={t('admin_col_sale')}>
                    <span className="ns-ref">{sale.reference}</span> <strong>{sale.title}</strong>
                    <span className="ns-muted ad-block">
                      {sale.city} · {t(sale.published === false ? 'admin_draft' : 'admin_published')}
                    </span>
                  </td>
                  <td data-label={t('admin_col_dates')}>
                    {formatDateTimeShort(sale.startAt, i18n.language)} →{' '}
                    {formatDateTimeShort(sale.endAt, i18n.language)}
                  </td>
                  <td data-label={t('admin_col_price')}>
                    {formatEuros(sale.currentPrice ?? sale.firstPrice)}
                  </td>
                  <td data-label={t('admin_col_outcome')}>
                    <span data-testid="admin-sale-outcome">{sale.outcome?.label ?? '—'}</span>
                    <span className="ad-block">
                      <Link to={saleFormPath(sale.bienId)}>{t('admin_open_sale')}</Link> ·{' '}
                      <a href={publicSalePath(sale.bienId)}>{t('seller_open_listing')}</a>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pages={pageCount(load.data.total, load.data.pageSize)}
            onPage={(next) => setParams({ phase, page: String(next) })}
          />
        </>
      )}
    </section>
  );
}

function NotaryForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: { name: string; crpcen: string };
  submitLabel: string;
  onSubmit: (values: { name: string; crpcen: string | null }) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="ad-notary-form"
      data-testid="notary-form"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        onSubmit({ name: values.name, crpcen: values.crpcen.trim() || null })
          .then(() => setValues(initial))
          .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
          .finally(() => setBusy(false));
      }}
    >
      <label className="nd-field">
        <span>{t('admin_notary_name')}</span>
        <input
          className="ns-input"
          required
          maxLength={255}
          value={values.name}
          data-testid="notary-name"
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
      </label>
      <label className="nd-field">
        <span>{t('admin_notary_crpcen')}</span>
        <input
          className="ns-input"
          inputMode="numeric"
          maxLength={5}
          value={values.crpcen}
          data-testid="notary-crpcen"
          onChange={(e) => setValues({ ...values, crpcen: e.target.value })}
        />
      </label>
      <div className="ad-actions">
        <button type="submit" className="kit-button" disabled={busy} data-testid="notary-submit">
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="kit-button kit-button--secondary" onClick={onCancel}>
            {t('admin_cancel')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="kit-notice kit-notice--error ad-wide" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** /espace-admin/notaires: the notary directory (assistance third parties): add, edit, remove. */
export function AdminNotariesPage() {
  const { t } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [load, setLoad] = useState<Load<AssistanceThirdParty[]>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    fetchAssistanceThirdParties(api).then(
      (data) => live && setLoad({ state: 'ready', data }),
      () => live && setLoad({ state: 'failed', status: 0 }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = (change: (list: AssistanceThirdParty[]) => AssistanceThirdParty[]) =>
    setLoad((current) =>
      current.state === 'ready' ? { state: 'ready', data: change(current.data) } : current,
    );
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AssistanceThirdParty | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  const save = async (id: number | undefined, values: { name: string; crpcen: string | null }) => {
    let saved: AssistanceThirdParty;
    try {
      saved = await api<AssistanceThirdParty>(adminApi.notary(id), {
        method: id === undefined ? 'POST' : 'PUT',
        json: values,
      });
    } catch (failure) {
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
    update((list) => (id === undefined ? [...list, saved] : list.map((p) => (p.id === id ? saved : p))));
    setEditing(null);
    setFlash(t(id === undefined ? 'admin_notary_added' : 'admin_notary_saved', { name: saved.name }));
  };

  const remove = async (party: AssistanceThirdParty) => {
    try {
      await api(adminApi.notary(party.id), { method: 'DELETE' });
    } catch (failure) {
      throw new Error(actionFailureMessage(failure, t), { cause: failure });
    }
    update((list) => list.filter((p) => p.id !== party.id));
    setDeleting(null);
    setFlash(t('admin_notary_deleted', { name: party.name }));
  };

  return (
    <section className="nb-page" data-testid="admin-notaries" aria-labelledby="ad-notaries-title">
      <h1 id="ad-notaries-title" className="ns-page-title">
        {t('admin_notaries_title')}
      </h1>
      <p className="ns-page-intro">{t('admin_notaries_intro')}</p>
      <Flash text={flash} />
      <div className="kit-card">
        <NotaryForm
          initial={{ name: '', crpcen: '' }}
          submitLabel={t('admin_notary_add')}
          onSubmit={(values) => save(undefined, values)}
        />
      </div>
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('admin_load_failed')} onRetry={retry} />
      ) : load.data.length === 0 ? (
        <div className="ns-empty kit-card">
          <p>{t('admin_notaries_empty')}</p>
        </div>
      ) : (
        <table className="ns-sales-table ad-table">
          <thead>
            <tr>
              <th scope="col">{t('admin_notary_crpcen')}</th>
              <th scope="col">{t('admin_notary_name')}</th>
              <th scope="col">{t('admin_col_actions')}</th>
            </tr>
          </thead>
          <tbody>
            {load.data.map((party) =>
              editing === party.id ? (
                <tr key={party.id}>
                  <td colSpan={3}>
                    <NotaryForm
                      initial={{ name: party.name, crpcen: party.crpcen ?? '' }}
                      submitLabel={t('admin_save')}
                      onSubmit={(values) => save(party.id, values)}
                      onCancel={() => setEditing(null)}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={party.id} data-testid="admin-notary-row">
                  <td data-label={t('admin_notary_crpcen')}>{party.crpcen ?? '—'}</td>
                  <td data-label={t('admin_notary_name')}>{party.name}</td>
                  <td className="ad-actions" data-label={t('admin_col_actions')}>
                    <button
                      type="button"
                      className="kit-button kit-button--secondary"
                      onClick={() => setEditing(party.id)}
                    >
                      {t('admin_notary_edit')}
                    </button>
                    <button
                      type="button"
                      className="kit-button kit-button--secondary nb-button--danger"
                      onClick={() => setDeleting(party)}
                    >
                      {t('admin_notary_delete')}
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('admin_notary_delete_title', { name: deleting.name })}
          message={<p>{t('admin_notary_delete_text')}</p>}
          confirmLabel={t('admin_notary_delete')}
          danger
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

interface AuditLine {
  id: number;
  at: string;
  actor: string;
  action: string;
  text: string;
}

/** /espace-admin/journal: every action of the admin space, who, when, what. */
export function AdminAuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { load, retry } = useApiGet<Paged<AuditLine>>(adminApi.journal(page));
  return (
    <section className="nb-page" data-testid="admin-audit" aria-labelledby="ad-audit-title">
      <h1 id="ad-audit-title" className="ns-page-title">
        {t('admin_audit_title')}
      </h1>
      <p className="ns-page-intro">{t('admin_audit_intro')}</p>
      {load.state === 'loading' ? (
        <LoadingNotice />
      ) : load.state === 'failed' ? (
        <LoadFailedNotice message={t('admin_load_failed')} onRetry={retry} />
      ) : load.data.items.length === 0 ? (
        <div className="ns-empty kit-card">
          <p>{t('admin_audit_empty')}</p>
        </div>
      ) : (
        <>
          <table className="ns-sales-table ad-table">
            <thead>
              <tr>
                <th scope="col">{t('admin_col_when')}</th>
                <th scope="col">{t('admin_col_who')}</th>
                <th scope="col">{t('admin_col_what')}</th>
              </tr>
            </thead>
            <tbody>
              {load.data.items.map((line) => (
                <tr key={line.id} data-testid="audit-row" data-action={line.action}>
                  <td data-label={t('admin_col_when')}>{formatDateTimeShort(line.at, i18n.language)}</td>
                  <td data-label={t('admin_col_who')}>{line.actor}</td>
                  <td data-label={t('admin_col_what')}>{line.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pages={pageCount(load.data.total, load.data.pageSize)}
            onPage={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}

export const ADMIN_CSS = `
.ad-block { display: block; font-size: 0.85rem; }
.ad-states { list-style: none; margin: 0; padding: 0; font-size: 0.85rem; display: grid; gap: 0.15rem; }
.ad-ok::before { content: '●'; color: #2e8540; margin-right: 0.35rem; }
.ad-ko::before { content: '●'; color: #c62828; margin-right: 0.35rem; }
.ad-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: flex-start; }
.ad-actions .kit-button { font-size: 0.85rem; padding: 0.35rem 0.7rem; }
.ad-roles { border: 0; margin: 0 0 1rem; padding: 0; display: grid; gap: 0.5rem; }
.ad-tabs { display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0.75rem 0; }
.ad-tabs button { border: 0; background: none; cursor: pointer; font: inherit; }
.ad-notary-form { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: 0.75rem; align-items: end; }
.ad-wide { grid-column: 1 / -1; }
.nd-field { display: grid; gap: 0.3rem; font-weight: 600; }
`;
