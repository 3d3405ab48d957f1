// The sale form's styles: header, tabs, sections, fields, submit bar, dialog (see space-styles.ts).
export const FORM_CSS = `
.ns-form { display: block; }
.ns-form-header { display: flex; justify-content: space-between; align-items: flex-end; gap: 1rem; flex-wrap: wrap; margin-bottom: 1rem; }
.ns-back { display: inline-block; margin-bottom: 0.35rem; font-size: 0.9rem; text-decoration: none; color: var(--muted, #5f6b7a); }
.ns-back:hover { color: var(--brand, #0b3d5c); }
.ns-form-subtitle { margin: 0.25rem 0 0; color: var(--muted, #5f6b7a); }
.kit-button.ns-public-link { text-decoration: none; padding: 0.5rem 1rem; }
.ns-form-links { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.ns-restored { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
.ns-link-button { border: 0; background: none; padding: 0; color: inherit; font-weight: 700; text-decoration: underline; }
.ns-save-error { font-weight: 600; border-left: 4px solid var(--danger, #c62828); }

.ns-tabs { position: sticky; top: var(--shell-header-height, 0px); z-index: 5; display: flex; gap: 0.25rem; margin: 1rem 0 1.25rem; padding: 0.3rem; background: #e9edf1; border-radius: 12px; overflow-x: auto; scrollbar-width: none; }
.ns-tab { flex: 1 0 auto; display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; border: 0; background: transparent; padding: 0.65rem 1.1rem; border-radius: 9px; color: var(--muted, #5f6b7a); font-weight: 700; white-space: nowrap; }
.ns-tab:hover { color: var(--brand, #0b3d5c); }
.ns-tab--active { background: var(--surface, #fff); color: var(--brand, #0b3d5c); box-shadow: 0 1px 4px rgb(15 35 55 / 14%); }
.ns-tab-badge { min-width: 1.35rem; height: 1.35rem; padding: 0 0.35rem; border-radius: 999px; background: var(--danger, #c62828); color: #fff; font-size: 0.75rem; line-height: 1.35rem; text-align: center; font-variant-numeric: tabular-nums; }
.ns-panel[hidden] { display: none; }
.ns-tab-content { display: grid; gap: 1.25rem; }

.ns-section { background: var(--surface, #fff); border-radius: var(--radius, 10px); box-shadow: var(--shadow); padding: 1.5rem 1.6rem 1.6rem; display: grid; gap: 1.1rem; }
.ns-section-header { margin-bottom: 0.1rem; }
.ns-section-title { display: flex; align-items: center; gap: 0.6rem; margin: 0; font-size: 1.15rem; line-height: 1.3; color: var(--brand, #0b3d5c); }
.ns-section-title::before { content: ''; width: 0.3rem; height: 1.15rem; border-radius: 2px; background: var(--accent, #b84d12); }
.ns-section-description { margin: 0.3rem 0 0 0.9rem; color: var(--muted, #5f6b7a); font-size: 0.9rem; }
.ns-section--assistance { border-left: 4px solid var(--brand, #0b3d5c); }
.ns-grid { display: grid; gap: 1rem 1.25rem; align-items: start; }
.ns-grid--2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
.ns-grid--3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
.ns-grid--4 { grid-template-columns: repeat(4, minmax(0, 1fr)); }

.ns-field { min-width: 0; display: flex; flex-direction: column; }
.ns-label { display: block; font-weight: 600; font-size: 0.92rem; margin-bottom: 0.35rem; color: var(--text, #1f2933); }
.ns-required { margin-left: 0.2rem; color: var(--danger, #c62828); text-decoration: none; border: 0; cursor: help; }
.ns-input-wrap { display: flex; }
.ns-input-wrap--suffix .ns-input { border-top-right-radius: 0; border-bottom-right-radius: 0; min-width: 0; }
.ns-suffix { display: flex; align-items: center; padding: 0 0.8rem; border: 1px solid #b9c2cc; border-left: 0; border-radius: 0 8px 8px 0; background: #f1f4f7; color: var(--muted, #5f6b7a); font-size: 0.9rem; white-space: nowrap; }
.ns-textarea { resize: vertical; line-height: 1.5; min-height: 8rem; }
.ns-select { appearance: none; background-image: linear-gradient(45deg, transparent 50%, #5f6b7a 50%), linear-gradient(135deg, #5f6b7a 50%, transparent 50%); background-position: calc(100% - 1.1rem) 55%, calc(100% - 0.75rem) 55%; background-size: 0.35rem 0.35rem; background-repeat: no-repeat; padding-right: 2rem; }
.ns-hint { margin: 0.3rem 0 0; color: var(--muted, #5f6b7a); font-size: 0.84rem; }
.ns-hint:first-letter { text-transform: uppercase; }
.ns-label-row { display: flex; justify-content: space-between; align-items: baseline; gap: 0.75rem; }
.ns-counter { margin: 0 0 0.35rem; font-size: 0.78rem; color: var(--muted, #5f6b7a); font-variant-numeric: tabular-nums; }
.ns-counter--over { color: var(--danger, #c62828); font-weight: 700; }
.ns-field-error { margin: 0.3rem 0 0; color: var(--danger, #c62828); font-size: 0.86rem; font-weight: 600; }
.ns-field-error::before { content: '⚠\\00a0'; }
.ns-field-warning { margin: 0.35rem 0 0; padding: 0.4rem 0.6rem; border-radius: 6px; background: #fff4e0; color: var(--warning, #975a00); font-size: 0.86rem; font-weight: 600; }

.ns-radio-group { border: 0; }
.ns-radios { display: inline-flex; align-self: flex-start; border: 1px solid #b9c2cc; border-radius: 8px; overflow: hidden; background: var(--surface, #fff); }
.ns-radio { position: relative; cursor: pointer; user-select: none; }
.ns-radio + .ns-radio { border-left: 1px solid #b9c2cc; }
.ns-radio input { position: absolute; opacity: 0; inset: 0; margin: 0; cursor: pointer; }
.ns-radio span { display: block; min-width: 4.2rem; padding: 0.6rem 1rem; text-align: center; font-weight: 600; color: var(--muted, #5f6b7a); white-space: nowrap; }
.ns-radio:hover span { color: var(--brand, #0b3d5c); background: #f4f7f9; }
.ns-radio input:checked + span { background: var(--brand, #0b3d5c); color: #fff; }
.ns-radio input:focus-visible + span { box-shadow: inset 0 0 0 3px rgb(184 77 18 / 70%); }
.ns-radio-group[aria-invalid='true'] .ns-radios { border-color: var(--danger, #c62828); }
.ns-checkbox input, .ns-chip input, .ns-vendor-primary input { accent-color: var(--brand, #0b3d5c); width: 1.1rem; height: 1.1rem; margin: 0; flex: none; }
.ns-checkbox { display: flex; align-items: center; gap: 0.6rem; cursor: pointer; padding: 0.3rem 0; user-select: none; }
.ns-checkbox--emphasis { padding: 0.7rem 0.9rem; border: 1px dashed #c5cdd6; border-radius: 8px; font-weight: 600; }
.ns-checkbox--emphasis.ns-checkbox--on { border-style: solid; border-color: var(--accent, #b84d12); background: #fff6ef; }
.ns-checkbox-row { display: flex; gap: 0.5rem 2rem; flex-wrap: wrap; }
.ns-fee { margin: 0.45rem 0 0; padding: 0.45rem 0.65rem; background: #eef3f7; border-radius: 6px; font-size: 0.9rem; color: var(--brand, #0b3d5c); }
.ns-chips { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.ns-chip { display: inline-flex; align-items: center; gap: 0.45rem; padding: 0.45rem 0.85rem; border: 1px solid #c5cdd6; border-radius: 999px; cursor: pointer; user-select: none; background: var(--surface, #fff); }
.ns-chip:hover { border-color: var(--brand, #0b3d5c); }
.ns-chip--on { background: var(--brand, #0b3d5c); border-color: var(--brand, #0b3d5c); color: #fff; font-weight: 600; }
.ns-chip--on input { accent-color: #fff; }
.ns-amenities { display: grid; grid-template-columns: repeat(auto-fill, minmax(12.5rem, 1fr)); gap: 0.15rem 1rem; }
.ns-amenities .ns-checkbox { padding: 0.45rem 0.6rem; border-radius: 6px; }
.ns-amenities .ns-checkbox:hover { background: #f4f6f8; }
.ns-amenities .ns-checkbox--on { background: #eef3f7; color: var(--brand, #0b3d5c); font-weight: 600; }

.ns-vendors { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.ns-vendor { display: grid; grid-template-columns: minmax(0, 1fr) auto auto; align-items: start; gap: 0.75rem 1rem; padding: 0.9rem 1rem; border: 1px solid #e1e6eb; border-radius: 10px; }
.ns-vendor--primary { border-color: var(--brand, #0b3d5c); background: #f7fafc; }
.ns-vendor-primary { display: inline-flex; align-items: center; gap: 0.45rem; margin-top: 2rem; white-space: nowrap; cursor: pointer; font-size: 0.92rem; }
.ns-icon-button { margin-top: 1.65rem; width: 2.65rem; height: 2.65rem; display: grid; place-items: center; border: 1px solid transparent; border-radius: 8px; background: none; color: var(--muted, #5f6b7a); }
.ns-icon-button:hover { color: var(--danger, #c62828); border-color: #f1c6c6; background: #fdecea; }
.ns-vendors-empty { margin: 0; padding: 1.25rem; text-align: center; color: var(--muted, #5f6b7a); border: 1px dashed #c5cdd6; border-radius: 10px; }
.kit-button.ns-add-vendor { justify-self: start; display: inline-flex; gap: 0.4rem; align-items: center; }

.ns-submit-bar { position: sticky; bottom: 0; z-index: 6; margin-top: 1.5rem; display: flex; align-items: center; justify-content: flex-end; gap: 1rem; padding: 0.85rem 1rem; background: rgb(255 255 255 / 96%); border-top: 1px solid var(--border, #d9dee4); box-shadow: 0 -4px 14px rgb(15 35 55 / 8%); border-radius: var(--radius, 10px) var(--radius, 10px) 0 0; }
.ns-submit-status { margin: 0 auto 0 0; color: var(--danger, #c62828); font-weight: 600; font-size: 0.92rem; }
.kit-button.ns-submit { min-width: 12rem; padding: 0.8rem 1.5rem; font-size: 1rem; }

.ns-dialog-backdrop { position: fixed; inset: 0; z-index: 100; display: grid; place-items: center; padding: 1rem; background: rgb(7 42 64 / 45%); }
.ns-dialog { max-width: 26rem; width: 100%; text-align: center; padding: 1.75rem 1.5rem 1.5rem; }
.ns-dialog-title { margin: 0 0 0.5rem; color: var(--danger, #c62828); font-size: 1.25rem; }
.ns-dialog .kit-button { margin-top: 0.75rem; min-width: 8rem; }

@media (max-width: 900px) {
  .ns-grid--4 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .ns-grid--3 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (max-width: 767px) {
  .ns-section { padding: 1.1rem 1rem 1.2rem; }
  .ns-grid--2, .ns-grid--3 { grid-template-columns: minmax(0, 1fr); }
  .ns-tabs { display: grid; grid-template-columns: 1fr 1fr; gap: 0.2rem; padding: 0.25rem; }
  .ns-tab { padding: 0.55rem 0.5rem; }
  .ns-tab-badge { min-width: 1.15rem; height: 1.15rem; line-height: 1.15rem; font-size: 0.7rem; padding: 0 0.25rem; }
  .ns-vendor { grid-template-columns: 1fr auto; }
  .ns-vendor-email { grid-column: 1 / -1; }
  .ns-vendor-primary { margin-top: 0.2rem; }
  .ns-icon-button { margin-top: 0; }
  .ns-submit-bar { margin-left: -0.75rem; margin-right: -0.75rem; border-radius: 0; flex-direction: column; align-items: stretch; gap: 0.5rem; }
  .ns-submit-status { margin: 0; }
  .ns-submit-status:empty { margin-bottom: -0.5rem; }
  .ns-amenities { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
.ns-read-only-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.ns-sale-state { padding: 1rem; margin: 0 0 1rem; display: grid; gap: 0.5rem; }
.ns-sale-state p, .ns-sale-state ul { margin: 0; }
.ns-sale-state-title { display: flex; flex-wrap: wrap; gap: 0.5rem; margin: 0; font-size: 1rem; }
.ns-badge { display: inline-block; padding: 0.15rem 0.6rem; border-radius: 999px; font-size: 0.9rem; font-weight: 600; }
.ns-badge--draft { background: #fff3bf; color: #5c3c00; }
.ns-badge--published { background: #d8f3dc; color: #1b4332; }
.ns-badge--outcome { background: #e4e7eb; color: #1f2933; }
`;
