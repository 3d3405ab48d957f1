import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, Loaded, useResource } from './load-states.js';
import { PageHeading } from './page-title.js';

/** A section of the space: its heading, then its data (GET `path`) once loaded. */
export function SectionPage<T>({
  title,
  intro,
  path,
  failure,
  children,
}: {
  title: string;
  intro?: string;
  path: string;
  failure: string;
  children: (data: T) => ReactNode;
}) {
  const [resource, retry] = useResource<T>(path);
  return (
    <section aria-labelledby="bs-page-title">
      <PageHeading title={title} {...(intro ? { intro } : {})} />
      <Loaded resource={resource} retry={retry} failure={failure}>
        {children}
      </Loaded>
    </section>
  );
}

/** An empty list's way on: to the sales (or the search page). */
export function EmptyWithLink({ text, to = '/', label }: { text: string; to?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      action={
        <Link className="kit-button kit-button--secondary" to={to}>
          {label ?? t('bs_space_browse_sales')}
        </Link>
      }
    >
      {text}
    </EmptyState>
  );
}
