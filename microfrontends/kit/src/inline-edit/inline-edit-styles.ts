// The inline field's styles travel with it, as a <style> React hoists into the head once: every
// remote that shows the field gets them, with no CSS loader and nothing to stub in tests.
export const INLINE_EDIT_CSS = `
.kit-inline { position: relative; display: inline-flex; flex-direction: column; align-items: flex-start; max-width: 100%; vertical-align: top; }
.kit-inline--block { display: flex; width: 100%; }
/* The negative margins let the hover frame sit around the text without moving it: the width allows for them. */
.kit-inline-display { display: inline-flex; align-items: center; gap: 0.45rem; max-width: calc(100% + 0.7rem); border: 1px dashed transparent; background: none; padding: 0.15rem 0.35rem; margin: -0.15rem -0.35rem; border-radius: 6px; color: inherit; font: inherit; text-align: left; cursor: text; }
.kit-inline--block .kit-inline-display { display: flex; align-items: flex-start; justify-content: space-between; width: calc(100% + 0.7rem); }
.kit-inline-display:hover, .kit-inline-display:focus-visible { border-color: var(--border, #d9dee4); background: var(--surface, #fff); }
.kit-inline-display:focus-visible { outline: 2px solid var(--brand, #0b3d5c); outline-offset: 2px; }
.kit-inline-value { overflow-wrap: anywhere; white-space: pre-line; }
.kit-inline-empty { color: var(--muted, #5f6b7a); font-style: italic; font-weight: 400; }
.kit-inline-pencil { flex: none; margin-top: 0.2em; color: var(--muted, #5f6b7a); opacity: 0.55; transition: opacity 0.15s; }
.kit-inline-display:hover .kit-inline-pencil, .kit-inline-display:focus-visible .kit-inline-pencil { opacity: 1; }
.kit-inline-editor { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; width: 100%; }
.kit-inline-input { font: inherit; color: inherit; width: min(28rem, 100%); padding: 0.3rem 0.5rem; margin: -0.3rem -0.5rem; border: 1px solid var(--brand, #0b3d5c); border-radius: 6px; background: var(--surface, #fff); box-shadow: 0 0 0 3px rgb(11 61 92 / 18%); outline: none; }
.kit-inline--block .kit-inline-input { width: calc(100% + 1rem); flex: 1 1 100%; }
textarea.kit-inline-input { resize: vertical; line-height: 1.5; field-sizing: content; min-height: 4.5em; max-height: 24em; }
.kit-inline-input[readonly] { opacity: 0.75; cursor: progress; }
.kit-inline--error .kit-inline-input { border-color: var(--danger, #c62828); box-shadow: 0 0 0 3px rgb(198 40 40 / 18%); }
.kit-inline-actions { display: flex; align-items: center; gap: 0.5rem; margin-top: 0.55rem; }
.kit-inline-action { padding: 0.3rem 0.8rem; border: 1px solid var(--brand, #0b3d5c); border-radius: 6px; background: var(--surface, #fff); color: var(--brand, #0b3d5c); font-size: 0.85rem; font-weight: 600; line-height: 1.3; letter-spacing: 0; text-transform: none; }
.kit-inline-action--save { background: var(--brand, #0b3d5c); color: #fff; }
.kit-inline-hint { flex-basis: 100%; margin-top: 0.45rem; font-size: 0.75rem; font-weight: 400; line-height: 1.3; color: var(--muted, #5f6b7a); letter-spacing: 0; text-transform: none; }
@media (hover: none) { .kit-inline-hint { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; } }
.kit-inline-error { margin-top: 0.45rem; font-size: 0.82rem; font-weight: 600; line-height: 1.3; letter-spacing: 0; text-transform: none; color: var(--danger, #c62828); }
.kit-inline--error .kit-inline-display { color: var(--danger, #c62828); }
.kit-inline-spinner { flex: none; width: 0.95rem; height: 0.95rem; border-radius: 50%; border: 2px solid var(--border, #d9dee4); border-top-color: var(--brand, #0b3d5c); animation: kit-inline-spin 0.7s linear infinite; }
@keyframes kit-inline-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kit-inline-spinner { animation-duration: 2s; } }
`;
