// The ways to a sale's buyers and visits (issue 9), from each place that names a sale: the sales
// list, the sale form and the space's sections.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saleBuyersPath, saleDocumentsPath, saleVisitsPath } from './paths.js';

/** A sale's qualification pages: where each is, its name, and its name with the sale's reference. */
export const saleQualificationPages = (bienId: number) =>
  [
    {
      page: 'buyers',
      to: saleBuyersPath(bienId),
      label: 'negotiator_nav_buyers',
      of: 'negotiator_sale_buyers_of',
    },
    {
      page: 'visits',
      to: saleVisitsPath(bienId),
      label: 'negotiator_nav_visits',
      of: 'negotiator_sale_visits_of',
    },
    {
      page: 'documents',
      to: saleDocumentsPath(bienId),
      label: 'negotiator_nav_documents',
      of: 'negotiator_sale_documents_of',
    },
  ] as const;

/**
 * Links to the sale's buyers and visits; with the sale's reference they say which sale they are
 * about (a list names many sales).
 */
export function SaleQualificationLinks({
  bienId,
  reference,
  className,
  testIdPrefix,
}: {
  bienId: number;
  reference?: string;
  className: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {saleQualificationPages(bienId).map((link) => (
        <Link
          key={link.page}
          className={className}
          to={link.to}
          aria-label={reference === undefined ? undefined : t(link.of, { reference })}
          data-testid={`${testIdPrefix}-${link.page}`}
        >
          {t(link.label)}
        </Link>
      ))}
    </>
  );
}
