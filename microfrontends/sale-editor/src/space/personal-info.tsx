import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedNotice, LoadingNotice } from './load-states.js';
import { useSaleEditorDependencies } from './dependencies.js';
import { formatDateLong } from './format.js';

/** GET /api/me as the personal information page reads it. */
export interface Profile {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  address?: string | null;
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
  roles: string[];
  assistance: boolean;
  createdAt?: string | null;
}

const ROLE_LABELS: Record<string, string> = {
  ROLE_NEGOCIATEUR: 'space_role_negotiator',
  ROLE_ADMIN: 'space_role_admin',
  ROLE_USER: 'space_role_user',
};

type Load = { state: 'loading' } | { state: 'ready'; profile: Profile } | { state: 'failed' };

/** The negotiator's personal information (spec §2.4: negotiator space, personal info). */
export function PersonalInfo() {
  const { t, i18n } = useTranslation();
  const { api } = useSaleEditorDependencies();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    api<Profile>('/api/me').then(
      (profile) => live && setLoad({ state: 'ready', profile }),
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  if (load.state === 'loading') return <LoadingNotice />;
  if (load.state === 'failed')
    return <LoadFailedNotice message={t('space_personal_failed')} onRetry={() => setAttempt((n) => n + 1)} />;

  const { profile } = load;
  const fullName = `${profile.firstName} ${profile.lastName}`.trim();
  const address = [
    profile.address,
    [profile.postcode, profile.city].filter(Boolean).join(' '),
    profile.country,
  ]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
  const roles = profile.roles
    .filter((role) => role in ROLE_LABELS && !(role === 'ROLE_USER' && profile.roles.length > 1))
    .map((role) => t(ROLE_LABELS[role] as string));
  if (profile.assistance) roles.push(t('space_role_assistance'));
  const rows: [string, string][] = [
    [t('space_personal_name'), fullName],
    [t('space_personal_email'), profile.email],
    [t('space_personal_phone'), profile.phone ?? ''],
    [t('space_personal_address'), address],
    [t('space_personal_roles'), roles.join(', ')],
    [t('space_personal_since'), profile.createdAt ? formatDateLong(profile.createdAt, i18n.language) : ''],
  ];

  return (
    <section className="ns-personal" aria-labelledby="ns-personal-title" data-testid="personal-info">
      <h1 id="ns-personal-title" className="ns-page-title">
        {t('space_personal_title')}
      </h1>
      <div className="kit-card ns-personal-card">
        <div className="ns-avatar" aria-hidden="true">
          {(profile.firstName[0] ?? '') + (profile.lastName[0] ?? '')}
        </div>
        <dl className="ns-personal-list">
          {rows.map(([label, value]) => (
            <div key={label} className="ns-personal-row">
              <dt>{label}</dt>
              <dd>{value || <span className="ns-muted">{t('space_personal_unknown')}</span>}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
