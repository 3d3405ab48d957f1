// The Photos tab's styles, hoisted once into <head> by React (<style href precedence>), so the tab
// needs no CSS loader in its component tests. Colours are the kit's custom properties.
export const PHOTOS_CSS = `
.sep-tab { display: grid; gap: 1.25rem; }
.sep-section { display: grid; gap: 1rem; }
.sep-section__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 1rem; }
.sep-section__title { margin: 0; font-size: 1.15rem; color: var(--brand); }
.sep-section__intro { margin: 0.2rem 0 0; color: var(--muted); font-size: 0.92rem; }
.sep-chip { white-space: nowrap; font-size: 0.85rem; font-weight: 600; color: var(--brand);
  background: #e8f1f8; border-radius: 999px; padding: 0.25rem 0.75rem; }
.sep-notices { display: grid; gap: 0.5rem; }
.sep-notices .sep-notice { display: flex; align-items: flex-start; gap: 0.75rem; margin: 0; }
.sep-notice__text { flex: 1; display: grid; gap: 0.15rem; }
.sep-notice__text strong { font-weight: 600; }
.sep-notice__title { font-size: 0.78rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; }
.sep-notice__files { font-size: 0.85rem; opacity: 0.85; word-break: break-all; }
.sep-notice__close { border: 0; background: transparent; color: inherit; font-size: 1.35rem; line-height: 1;
  padding: 0 0.25rem; opacity: 0.7; }
.sep-notice__close:hover { opacity: 1; }
.sep-notice--warning { background: #fff4e0; color: var(--warning); }
.sep-notice--info-block { display: grid; gap: 0.25rem; }
.sep-dropzone { display: grid; justify-items: center; gap: 0.35rem; text-align: center; padding: 1.6rem 1rem;
  border: 2px dashed #b7c6d3; border-radius: var(--radius); background: #f7fafc; color: var(--text);
  transition: border-color 0.15s, background-color 0.15s; }
.sep-dropzone--over { border-color: var(--accent); background: #fdf1e8; }
.sep-dropzone__icon { color: var(--brand); opacity: 0.85; }
.sep-dropzone__title { margin: 0; font-weight: 700; font-size: 1.02rem; }
.sep-dropzone__or { margin: 0; color: var(--muted); font-size: 0.85rem; }
.sep-dropzone__button { display: inline-block; cursor: pointer; }
.sep-dropzone:focus-within .sep-dropzone__button { outline: 3px solid #f6c7a4; outline-offset: 2px; }
.sep-dropzone__hint { margin: 0.25rem 0 0; color: var(--muted); font-size: 0.82rem; }
.sep-overall { display: grid; gap: 0.35rem; font-size: 0.9rem; color: var(--brand); font-weight: 600; }
.sep-progress { position: relative; height: 6px; border-radius: 999px; background: #dfe7ee; overflow: hidden; }
.sep-progress__bar { position: absolute; inset: 0 auto 0 0; background: var(--accent); border-radius: inherit;
  transition: width 0.3s ease; }
.sep-empty { margin: 0; color: var(--muted); text-align: center; padding: 0.5rem; }
.sep-hint { margin: 0; color: var(--muted); font-size: 0.85rem; }
.sep-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(270px, 1fr)); }
.sep-card { position: relative; display: flex; flex-direction: column; background: var(--surface);
  border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden;
  transition: box-shadow 0.15s, opacity 0.15s, outline-color 0.15s; outline: 2px dashed transparent; outline-offset: 2px; }
.sep-card:hover { box-shadow: var(--shadow); }
.sep-card--draggable .sep-card__frame { cursor: grab; }
.sep-card--dragging { opacity: 0.45; }
.sep-card--target { outline-color: var(--accent); }
.sep-card--error { border-color: #f1b5b0; }
.sep-card__frame { position: relative; aspect-ratio: 4 / 3; background: #e9eef3; }
.sep-card__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.sep-card--pending .sep-card__image, .sep-card--uploading .sep-card__image { opacity: 0.7; }
.sep-card__position { position: absolute; top: 0.5rem; left: 0.5rem; min-width: 1.6rem; height: 1.6rem;
  padding: 0 0.35rem; display: grid; place-items: center; border-radius: 999px; font-size: 0.8rem; font-weight: 700;
  color: #fff; background: rgb(7 42 64 / 78%); }
.sep-card__main { position: absolute; left: 0.5rem; bottom: 0.55rem; padding: 0.15rem 0.55rem; border-radius: 999px;
  font-size: 0.75rem; font-weight: 700; color: #fff; background: var(--accent); }
.sep-card__grip { position: absolute; top: 0.5rem; left: 50%; transform: translateX(-50%); color: #fff;
  background: rgb(7 42 64 / 55%); border-radius: 6px; padding: 0 0.3rem; display: flex; opacity: 0;
  transition: opacity 0.15s; }
.sep-card:hover .sep-card__grip { opacity: 1; }
.sep-card__check { position: absolute; top: 0.5rem; right: 0.5rem; width: 1.7rem; height: 1.7rem;
  display: grid; place-items: center; border-radius: 50%; color: #fff; background: var(--success);
  box-shadow: 0 1px 4px rgb(0 0 0 / 25%); }
.sep-card__status { position: absolute; top: 0.5rem; right: 0.5rem; padding: 0.15rem 0.55rem; border-radius: 999px;
  font-size: 0.75rem; font-weight: 600; color: var(--brand); background: rgb(255 255 255 / 90%); }
.sep-card__progress { position: absolute; left: 0; right: 0; bottom: 0; border-radius: 0; height: 6px; }
.sep-card--uploaded .sep-progress__bar { background: var(--success); }
.sep-card__error { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.4rem;
  padding: 0.45rem 0.7rem; font-size: 0.85rem; color: var(--danger); background: #fdecea; }
.sep-link-button { display: inline-flex; align-items: center; gap: 0.3rem; border: 0; background: none; padding: 0;
  color: var(--danger); font-weight: 700; font-size: 0.85rem; text-decoration: underline; }
.sep-card__body { display: grid; gap: 0.5rem; padding: 0.6rem 0.7rem 0.7rem; }
.sep-card__legend input { width: 100%; font: inherit; font-size: 0.9rem; padding: 0.4rem 0.55rem;
  border: 1px solid var(--border); border-radius: 8px; color: var(--text); background: #fff; }
.sep-card__legend input:focus { outline: 2px solid #9cc3e0; border-color: var(--brand); }
.sep-card__actions { display: flex; align-items: center; gap: 0.25rem; }
.sep-card__spacer { flex: 1; }
.sep-icon-button { display: inline-flex; align-items: center; justify-content: center; gap: 0.3rem; min-width: 2rem;
  height: 2rem; padding: 0 0.4rem; border: 1px solid transparent; border-radius: 8px; background: transparent;
  color: var(--brand); font-size: 0.8rem; font-weight: 600; white-space: nowrap; }
.sep-icon-button:hover:not(:disabled) { background: #eef3f7; border-color: var(--border); }
.sep-icon-button:disabled { opacity: 0.35; }
.sep-icon-button--promote { color: var(--accent); }
.sep-icon-button--promote:disabled .sep-icon-button__text { display: none; }
.sep-icon-button--danger { color: var(--danger); }
.sep-icon-button--danger:hover:not(:disabled) { background: #fdecea; border-color: #f1b5b0; }
.sep-field { display: grid; gap: 0.3rem; align-content: start; }
.sep-field label { font-weight: 600; font-size: 0.92rem; }
.sep-field input { width: 100%; font: inherit; padding: 0.55rem 0.7rem; border: 1px solid var(--border);
  border-radius: 8px; background: #fff; color: var(--text); }
.sep-field input:focus { outline: 2px solid #9cc3e0; border-color: var(--brand); }
.sep-field input[aria-invalid='true'] { border-color: var(--danger); }
.sep-field__hint { margin: 0; color: var(--muted); font-size: 0.82rem; }
.sep-field__error { margin: 0; color: var(--danger); font-size: 0.85rem; font-weight: 600; }
.sep-links { display: grid; gap: 1rem; grid-template-columns: 1fr 1fr; }
@media (max-width: 768px) {
  .sep-section.kit-card { padding: 1rem 0.85rem; }
  .sep-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.6rem; }
  .sep-links { grid-template-columns: 1fr; }
  .sep-icon-button__text { display: none; }
  .sep-card__body { padding: 0.5rem; }
  .sep-card__main { font-size: 0.7rem; }
  .sep-section__header { flex-direction: column; gap: 0.5rem; }
  .sep-dropzone { padding: 1.2rem 0.75rem; }
  .sep-icon-button { min-width: 1.8rem; padding: 0 0.25rem; }
}
`;
