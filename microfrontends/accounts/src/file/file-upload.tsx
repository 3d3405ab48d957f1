import { BUYER_UPLOAD_CONTENT_TYPES, BUYER_UPLOAD_SIGNATURE_BYTES, checkBuyerUpload } from '@immo/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountsDependencies } from '../dependencies.js';
import { failureText } from '../form-errors.js';
import type { BuyerFileJson } from '../space/wire.js';

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; progress: number }
  | { state: 'failed'; message: string };

const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', ...BUYER_UPLOAD_CONTENT_TYPES].join(',');

/**
 * A PDF, JPEG or PNG of 10 MB at most sent to the file: core's check on its size and first bytes (the
 * server judges them the same way), then the upload with its progress, or the server's refusal.
 */
export function FileUpload({
  path,
  label,
  onUploaded,
  testId,
}: {
  path: string;
  label: string;
  onUploaded: (file: BuyerFileJson) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { upload } = useAccountsDependencies();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<Upload>({ state: 'idle' });

  async function send(file: File) {
    const head = new Uint8Array(await file.slice(0, BUYER_UPLOAD_SIGNATURE_BYTES).arrayBuffer());
    const check = checkBuyerUpload(file.size, head);
    if (!check.ok) {
      setState({ state: 'failed', message: t(check.error.code, check.error.params ?? {}) });
      return;
    }
    setState({ state: 'uploading', name: file.name, progress: 0 });
    try {
      const answer = await upload<BuyerFileJson>(path, file, (progress) =>
        setState({ state: 'uploading', name: file.name, progress }),
      );
      setState({ state: 'idle' });
      onUploaded(answer);
    } catch (error) {
      setState({ state: 'failed', message: failureText(error, t) });
    } finally {
      // The same file may be chosen again after a failure.
      if (input.current) input.current.value = '';
    }
  }

  const uploading = state.state === 'uploading';
  return (
    <div className="bs-upload" data-testid={testId}>
      <input
        ref={input}
        id={id}
        className="bs-upload__input"
        type="file"
        accept={ACCEPT}
        disabled={uploading}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <label
        htmlFor={id}
        className={`kit-button bs-upload__button${uploading ? ' bs-upload__button--busy' : ''}`}
      >
        {label}
      </label>
      <p id={`${id}-hint`} className="bs-small bs-muted">
        {t('bs_file_upload_hint')}
      </p>
      {uploading && (
        <div className="bs-upload__progress">
          <p className="bs-small">{t('bs_file_uploading', { name: state.name })}</p>
          <div
            className="bs-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress * 100)}
            aria-label={t('bs_file_uploading', { name: state.name })}
          >
            <span className="bs-progress__bar" style={{ width: `${Math.round(state.progress * 100)}%` }} />
          </div>
        </div>
      )}
      {state.state === 'failed' && (
        <p className="kit-notice kit-notice--error" role="alert" data-testid={`${testId}-error`}>
          {state.message}
        </p>
      )}
    </div>
  );
}
