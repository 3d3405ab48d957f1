import { isSupportedVideoLink, type SaleFormValues } from '@immo/core';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { PhotoManager } from '../photos/photo-manager.js';
import { PHOTOS_CSS } from '../photos/photos-styles.js';
import { usePhotosStore, useUploadingReport } from '../photos/photos-store.js';
import { useSaleFormStatus } from '../sale-form/sale-form-status.js';

export interface PhotosTabProps {
  bienId: number | null;
  roleAssistance: boolean;
}

/** The Photos tab of the sale form (§2.1): the photo list of a saved sale, the virtual tour and video links. */
export function PhotosTab({ bienId }: PhotosTabProps) {
  const { t } = useTranslation();
  const store = usePhotosStore(bienId);
  const { setUploading } = useSaleFormStatus();
  useUploadingReport(store, setUploading);

  return (
    <div className="sep-tab">
      <style href="sale-editor-photos" precedence="default">
        {PHOTOS_CSS}
      </style>
      {bienId === null ? (
        <div
          className="kit-notice kit-notice--info sep-notice--info-block"
          data-testid="photos-notice"
          role="note"
        >
          <strong>{t('photos_save_first_title')}</strong>
          <span>{t('photos_save_first')}</span>
        </div>
      ) : (
        <PhotoManager store={store} bienId={bienId} />
      )}
      <VideoLinks />
    </div>
  );
}

/** lienVisiteVirtuelle and lienVideo, fields of the one sale form (standard YouTube videos only, §5.1). */
function VideoLinks() {
  const { t } = useTranslation();
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<SaleFormValues>();
  const videoError = typeof errors.lienVideo === 'string' ? errors.lienVideo : null;
  const showVideoError = videoError !== null && (touched.lienVideo || values.lienVideo.trim() !== '');
  const videoRecognised = values.lienVideo.trim() !== '' && isSupportedVideoLink(values.lienVideo.trim());
  const tourError = typeof errors.lienVisiteVirtuelle === 'string' ? errors.lienVisiteVirtuelle : null;

  return (
    <section className="kit-card sep-section" aria-labelledby="sep-links-title">
      <h3 id="sep-links-title" className="sep-section__title">
        {t('photos_links_title')}
      </h3>
      <div className="sep-links">
        <div className="sep-field">
          <label htmlFor="sep-lienVisiteVirtuelle">{t('photos_virtual_tour_label')}</label>
          <input
            id="sep-lienVisiteVirtuelle"
            name="lienVisiteVirtuelle"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder={t('photos_virtual_tour_placeholder')}
            value={values.lienVisiteVirtuelle}
            onChange={handleChange}
            onBlur={handleBlur}
            aria-invalid={tourError !== null}
          />
          {tourError && <p className="sep-field__error">{tourError}</p>}
        </div>
        <div className="sep-field">
          <label htmlFor="sep-lienVideo">{t('photos_video_label')}</label>
          <input
            id="sep-lienVideo"
            name="lienVideo"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder={t('photos_video_placeholder')}
            value={values.lienVideo}
            onChange={handleChange}
            onBlur={handleBlur}
            aria-invalid={showVideoError}
            aria-describedby="sep-lienVideo-help"
          />
          {showVideoError ? (
            <p className="sep-field__error" id="sep-lienVideo-help" role="alert">
              {videoError}
            </p>
          ) : (
            <p className="sep-field__hint" id="sep-lienVideo-help">
              {videoRecognised ? '✓ ' : ''}
              {t('photos_video_hint')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
