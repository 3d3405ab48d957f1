import { useTranslation } from 'react-i18next';
import type { PhotoNotice } from './photos-state.js';

const NOTICE_CLASS: Record<PhotoNotice['severity'], string> = {
  success: 'kit-notice kit-notice--success',
  warning: 'kit-notice sep-notice--warning',
  error: 'kit-notice kit-notice--error',
};

/** The batch outcome of §8 and the refusals of chosen files. */
export function PhotoNotices({
  notices,
  onDismiss,
}: {
  notices: readonly PhotoNotice[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <div className="sep-notices" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`${NOTICE_CLASS[notice.severity]} sep-notice`}
          data-testid="photos-notice"
          data-severity={notice.severity}
          role={notice.severity === 'success' ? 'status' : 'alert'}
        >
          <div className="sep-notice__text">
            {/* A failed batch is an error of its own, not about chosen files: titled 'Erreur' (§8). */}
            {notice.severity === 'error' && notice.files.length === 0 && (
              <span className="sep-notice__title">{t('photos_error_title')}</span>
            )}
            <strong>{t(notice.message.code, notice.message.params)}</strong>
            {notice.files.length > 0 && !notice.message.params && (
              <span className="sep-notice__files">{notice.files.join(', ')}</span>
            )}
          </div>
          <button
            type="button"
            className="sep-notice__close"
            onClick={() => onDismiss(notice.id)}
            aria-label={t('photos_dismiss')}
            title={t('photos_dismiss')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
