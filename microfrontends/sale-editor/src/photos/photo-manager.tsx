import { canDragReorder, overallUploadPercent } from '@immo/core';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { PhotoCard } from './photo-card.js';
import { PhotoDropzone } from './photo-dropzone.js';
import { PhotoNotices } from './photo-notices.js';
import {
  isPhotosBusy,
  noticeDismissed,
  photoDeleted,
  photoLegendCommitted,
  photoMoved,
  photoPromoted,
  photoRenamed,
  photoRetried,
  photosChosen,
  selectPhotos,
} from './photos-state.js';
import type { AppStore } from '@immo/kit';

/** The photos of a saved sale: drop zone, notices, overall progress and the reorderable grid. */
export function PhotoManager({ store, bienId }: { store: AppStore; bienId: number }) {
  const { t } = useTranslation();
  const photos = useSelector(selectPhotos);
  const { items, batch, notices } = photos;
  const dispatch = store.dispatch;
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  // Core decides: never while uploading, nor within 300 ms of a drop (lastDropAt is released by the epic).
  const canDrag = canDragReorder(items, Date.now(), photos.lastDropAt);
  const busy = isPhotosBusy(photos);
  // Until the tab's first effect has opened this sale, its photos are still to be loaded.
  const loading = photos.loading || photos.bienId !== bienId;

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };
  const dragStart = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (!canDrag) {
      event.preventDefault();
      return;
    }
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    }
    setDragFrom(index);
  };
  const dragOverCard = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (dragFrom === null) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    if (dragOver !== index) setDragOver(index);
  };
  const dropOnCard = (index: number) => (event: DragEvent<HTMLLIElement>) => {
    if (dragFrom === null) return;
    event.preventDefault();
    if (dragFrom !== index && canDrag) dispatch(photoMoved({ from: dragFrom, to: index, at: Date.now() }));
    endDrag();
  };

  return (
    <section className="kit-card sep-section" aria-labelledby="sep-photos-title">
      <header className="sep-section__header">
        <div>
          <h3 id="sep-photos-title" className="sep-section__title">
            {t('photos_section_title')}
          </h3>
          <p className="sep-section__intro">{t('photos_section_intro')}</p>
        </div>
        <span className="sep-chip">{t('photos_count', { count: items.length })}</span>
      </header>

      <PhotoNotices notices={notices} onDismiss={(id) => dispatch(noticeDismissed(id))} />

      <PhotoDropzone onFiles={(files) => dispatch(photosChosen(files))} />

      {(photos.processing.length > 0 || batch !== null) && (
        <div className="sep-overall" aria-live="polite">
          <span>
            {photos.processing.length > 0
              ? t('photos_preparing', { count: photos.processing.length })
              : t('photos_overall_progress', { percent: overallUploadPercent(items, batch ?? []) })}
          </span>
          <div
            className="sep-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={overallUploadPercent(items, batch ?? [])}
          >
            <span
              className="sep-progress__bar"
              style={{ width: `${overallUploadPercent(items, batch ?? [])}%` }}
            />
          </div>
        </div>
      )}

      {items.length === 0 ? (
        <p className="sep-empty">{loading ? t('photos_loading') : t('photos_empty')}</p>
      ) : (
        <>
          <p className="sep-hint">{busy ? t('photos_drag_disabled') : t('photos_drag_hint')}</p>
          <ol className="sep-grid">
            {items.map((item, index) => (
              <PhotoCard
                key={item.key}
                item={item}
                index={index}
                count={items.length}
                inBatch={batch?.includes(item.key) ?? false}
                canDrag={canDrag}
                dragging={dragFrom === index}
                dropTarget={dragOver === index && dragFrom !== index}
                onRename={(legend) => dispatch(photoRenamed({ key: item.key, legend }))}
                onLegendCommit={() => dispatch(photoLegendCommitted(item.key))}
                onDelete={() =>
                  dispatch(photoDeleted({ key: item.key, id: item.id, previewSrc: item.itemSrc }))
                }
                onPromote={() => dispatch(photoPromoted(item.key))}
                onMove={(to) => dispatch(photoMoved({ from: index, to, at: Date.now() }))}
                onRetry={() => dispatch(photoRetried(item.key))}
                onDragStart={dragStart(index)}
                onDragOver={dragOverCard(index)}
                onDrop={dropOnCard(index)}
                onDragEnd={endDrag}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
