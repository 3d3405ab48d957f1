import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconUpload } from './icons.js';

/** What the input offers in the picker: PNG, JPEG, and HEIC/HEIF (converted before upload). */
export const PHOTO_INPUT_ACCEPT = 'image/png,image/jpeg,image/heic,image/heif,.heic,.heif';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Drop many files, or pick them with the file input (multiple). */
export function PhotoDropzone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    setOver(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again is seen as a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={over ? 'sep-dropzone sep-dropzone--over' : 'sep-dropzone'}
      data-testid="photos-dropzone"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <span className="sep-dropzone__icon">
        <IconUpload />
      </span>
      <p className="sep-dropzone__title">{t('photos_dropzone_title')}</p>
      <p className="sep-dropzone__or">{t('photos_dropzone_or')}</p>
      <label htmlFor={inputId} className="kit-button sep-dropzone__button">
        {t('photos_dropzone_button')}
      </label>
      <input
        ref={input}
        id={inputId}
        className="kit-visually-hidden"
        type="file"
        multiple
        accept={PHOTO_INPUT_ACCEPT}
        data-testid="photos-input"
        onChange={onChange}
      />
      <p className="sep-dropzone__hint">{t('photos_dropzone_hint')}</p>
    </div>
  );
}
