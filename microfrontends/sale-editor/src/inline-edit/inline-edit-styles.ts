// The inline-edit field's styles (see space-styles.ts for why they travel as a string).
export const INLINE_EDIT_CSS = `
.ns-inline { position: relative; display: inline-flex; flex-direction: column; align-items: flex-start; max-width: 100%; }
.ns-inline-display { display: inline-flex; align-items: center; gap: 0.45rem; max-width: 100%; border: 1px solid transparent; background: none; padding: 0.15rem 0.35rem; margin: -0.15rem -0.35rem; border-radius: 6px; color: inherit; font: inherit; font-weight: 600; text-align: left; }
.ns-inline-display:hover:not(:disabled), .ns-inline-display:focus-visible { border-color: #c5cdd6; background: #fff; }
.ns-inline-display:disabled { opacity: 1; cursor: progress; }
.ns-inline-value { overflow-wrap: anywhere; }
.ns-inline-empty { color: var(--muted, #5f6b7a); font-style: italic; font-weight: 400; }
.ns-inline-pencil { flex: none; color: var(--muted, #5f6b7a); opacity: 0; transition: opacity 0.15s; }
.ns-inline-display:hover .ns-inline-pencil, .ns-inline-display:focus-visible .ns-inline-pencil { opacity: 1; }
@media (hover: none) { .ns-inline-pencil { opacity: 0.7; } }
.ns-inline-input { font: inherit; font-weight: 600; width: min(28rem, 100%); padding: 0.3rem 0.5rem; margin: -0.3rem -0.5rem; border: 1px solid var(--brand, #0b3d5c); border-radius: 6px; box-shadow: 0 0 0 3px rgb(11 61 92 / 18%); outline: none; }
.ns-inline-error { margin-top: 0.25rem; font-size: 0.82rem; color: var(--danger, #c62828); font-weight: 600; }
.ns-inline--error .ns-inline-display { color: var(--danger, #c62828); }
.ns-spinner { flex: none; width: 0.95rem; height: 0.95rem; border-radius: 50%; border: 2px solid #c5cdd6; border-top-color: var(--brand, #0b3d5c); animation: ns-spin 0.7s linear infinite; }
@keyframes ns-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ns-spinner { animation-duration: 2s; } }
`;
