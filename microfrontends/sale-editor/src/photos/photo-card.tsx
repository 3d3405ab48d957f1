import { IMAGE_WIDTH_THUMBNAIL, PHOTO_LEGEND_MAX_LENGTH, photoItemState, photoUrl } from '@immo/core';
import { useRef, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconGrip, IconLeft, IconRetry, IconRight, IconStar, IconTrash } from './icons.js';
import type { Photo } from './photos-state.js';

export interface PhotoCardProps {
  item: Photo;
  index: number;
  count: number;
  /** Part of the batch being uploaded: its progress bar shows 0, 50, then 100. */
  inBatch: boolean;
  canDrag: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onRename: (legend: string) => void;
  onLegendCommit: () => void;
  onDelete: () => void;
  onPromote: () => void;
  onMove: (to: number) => void;
  onRetry: () => void;
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}

/** One photo: thumbnail, state (progress bar, green check or error), legend and actions. */
export function PhotoCard(props: PhotoCardProps) {
  const { item, index, count, inBatch, canDrag } = props;
  const { t } = useTranslation();
  const state = photoItemState(item);
  const legendAtFocus = useRef(item.itemName);
  const thumbnail = item.id !== null ? photoUrl(item.id, IMAGE_WIDTH_THUMBNAIL) : item.itemSrc;
  const showProgress = state === 'uploading' || (inBatch && state !== 'error');
  const position = t('photos_position', { position: index + 1 });

  const commitLegend = () => {
    if (item.itemName !== legendAtFocus.current) props.onLegendCommit();
    legendAtFocus.current = item.itemName;
  };
  const onLegendKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  const classes = [
    'sep-card',
    `sep-card--${state}`,
    props.dragging ? 'sep-card--dragging' : '',
    props.dropTarget ? 'sep-card--target' : '',
    canDrag ? 'sep-card--draggable' : '',
  ];

  return (
    <li
      className={classes.filter(Boolean).join(' ')}
      data-testid="photo-item"
      data-state={state}
      data-photo-id={item.id ?? undefined}
      draggable={canDrag}
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      <div className="sep-card__frame">
        <img
          className="sep-card__image"
          src={thumbnail}
          alt={item.itemName || position}
          draggable={false}
          // A sale may hold dozens of photos: only those near the screen are fetched.
          loading="lazy"
          decoding="async"
        />
        <span className="sep-card__position" aria-hidden="true">
          {index + 1}
        </span>
        {index === 0 && <span className="sep-card__main">{t('photos_main')}</span>}
        {canDrag && (
          <span className="sep-card__grip" aria-hidden="true">
            <IconGrip />
          </span>
        )}
        {state === 'uploaded' && (
          <span
            className="sep-card__check"
            data-testid="photo-uploaded"
            role="img"
            aria-label={t('photos_state_uploaded')}
          >
            <IconCheck />
          </span>
        )}
        {(state === 'pending' || state === 'uploading') && (
          <span className="sep-card__status">
            {t(state === 'pending' ? 'photos_state_pending' : 'photos_state_uploading')}
          </span>
        )}
        {showProgress && (
          <div
            className="sep-progress sep-card__progress"
            data-testid="photo-progress"
            role="progressbar"
            aria-label={position}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.uploadProgress}
          >
            <span className="sep-progress__bar" style={{ width: `${item.uploadProgress}%` }} />
          </div>
        )}
      </div>

      {item.uploadError && (
        <div className="sep-card__error" data-testid="photo-error" role="alert">
          <span>{t(item.uploadError.code, item.uploadError.params)}</span>
          {item.file !== null && (
            <button type="button" className="sep-link-button" onClick={props.onRetry}>
              <IconRetry /> {t('photos_retry')}
            </button>
          )}
        </div>
      )}

      <div className="sep-card__body">
        <label className="sep-card__legend">
          <span className="kit-visually-hidden">
            {t('photos_legend_label')} — {position}
          </span>
          <input
            type="text"
            data-testid="photo-legend"
            value={item.itemName}
            maxLength={PHOTO_LEGEND_MAX_LENGTH}
            placeholder={t('photos_legend_placeholder')}
            onFocus={() => (legendAtFocus.current = item.itemName)}
            onChange={(event) => props.onRename(event.target.value)}
            onBlur={commitLegend}
            onKeyDown={onLegendKey}
          />
        </label>
        <div className="sep-card__actions">
          <button
            type="button"
            className="sep-icon-button sep-icon-button--promote"
            data-testid="photo-promote"
            onClick={props.onPromote}
            disabled={index === 0}
            title={t('photos_promote')}
          >
            <IconStar />
            <span className="sep-icon-button__text">{t('photos_promote')}</span>
          </button>
          <span className="sep-card__spacer" />
          <button
            type="button"
            className="sep-icon-button"
            onClick={() => props.onMove(index - 1)}
            disabled={!canDrag || index === 0}
            title={t('photos_move_before')}
            aria-label={`${t('photos_move_before')} — ${position}`}
          >
            <IconLeft />
          </button>
          <button
            type="button"
            className="sep-icon-button"
            onClick={() => props.onMove(index + 1)}
            disabled={!canDrag || index === count - 1}
            title={t('photos_move_after')}
            aria-label={`${t('photos_move_after')} — ${position}`}
          >
            <IconRight />
          </button>
          <button
            type="button"
            className="sep-icon-button sep-icon-button--danger"
            data-testid="photo-delete"
            onClick={props.onDelete}
            title={t('photos_delete')}
            aria-label={`${t('photos_delete')} — ${position}`}
          >
            <IconTrash />
          </button>
        </div>
      </div>
    </li>
  );
}
