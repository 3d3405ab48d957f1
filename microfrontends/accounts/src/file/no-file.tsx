import { buyerFileStepPath } from '@immo/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../form-errors.js';

/** The API's answer for a property the viewer has no file on. */
export const isNoFile = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** No file on this property: it opens with 'Ce bien m'intéresse' on the property page. */
export function NoFileOnProperty({ bienId }: { bienId: number }) {
  const { t } = useTranslation();
  return (
    <div className="kit-card bs-empty" data-testid="no-file">
      <p>{t('buyer_file_required')}</p>
      <Link className="kit-button" to={buyerFileStepPath(bienId, 'interest')}>
        {t('bs_file_go_to_property')}
      </Link>
    </div>
  );
}
