// The qualification screens' styles (buyers, visits, validation, users, dialogs); see
// space-styles.ts for why they travel as a string. Colours are the kit's tokens or darker, so that
// text keeps 4.5:1 on its background.
export const BUYERS_CSS = `
.nb-page { display: block; }
.nb-sale-header { margin-bottom: 1.1rem; }
.nb-back { display: inline-block; margin-bottom: 0.5rem; font-size: 0.9rem; text-decoration: none; color: var(--muted, #5f6b7a); }
.nb-back:hover { color: var(--brand, #0b3d5c); }
.nb-sale-line { display: flex; align-items: center; flex-wrap: wrap; gap: 0.5rem; margin-bottom: 0.35rem; }
.nb-sale-title { font-weight: 600; color: var(--text, #1f2933); overflow-wrap: anywhere; }
.nb-phase { font-size: 0.78rem; font-weight: 700; padding: 0.15rem 0.55rem; border-radius: 999px; background: #eef1f4; color: var(--muted, #5f6b7a); }
.nb-phase--en_cours { background: #e6f4ea; color: var(--success, #187533); }
.nb-phase--a_venir { background: #e8f1f8; color: var(--brand, #0b3d5c); }
.nb-title-row { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; flex-wrap: wrap; }
.nb-sale-links { display: flex; gap: 0.35rem; flex-wrap: wrap; }
.nb-inline-button { display: inline-block; text-decoration: none; margin-top: 0.5rem; }
.nb-notice { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; }

.nb-filters { display: flex; gap: 0.4rem; flex-wrap: wrap; margin: 0 0 0.75rem; }
.nb-filter { display: inline-flex; align-items: center; gap: 0.45rem; border: 1px solid var(--border, #d9dee4); background: var(--surface, #fff); color: var(--brand, #0b3d5c); border-radius: 999px; padding: 0.45rem 0.9rem; font-weight: 600; min-height: 2.5rem; }
.nb-filter:hover { border-color: var(--brand, #0b3d5c); }
.nb-filter--active { background: var(--brand, #0b3d5c); border-color: var(--brand, #0b3d5c); color: #fff; }
.nb-filter-count { min-width: 1.5rem; padding: 0 0.4rem; border-radius: 999px; background: #eef3f7; color: var(--brand, #0b3d5c); font-size: 0.82rem; text-align: center; font-variant-numeric: tabular-nums; }
.nb-filter--active .nb-filter-count { background: #fff; }

.nb-buyers { width: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 0; background: var(--surface, #fff); border-radius: var(--radius, 10px); box-shadow: var(--shadow); font-size: 0.92rem; }
.nb-buyers thead th { text-align: left; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted, #5f6b7a); background: #f8fafb; padding: 0.7rem 0.75rem; border-bottom: 1px solid var(--border, #d9dee4); }
.nb-buyers thead th:first-child { border-top-left-radius: var(--radius, 10px); width: 20%; }
.nb-buyers thead th:nth-child(5) { width: 13%; }
.nb-buyers thead th:last-child { border-top-right-radius: var(--radius, 10px); }
.nb-buyer td, .nb-buyer th { padding: 0.8rem 0.75rem 0.4rem; vertical-align: top; text-align: left; font-weight: 400; }
.nb-buyer td > *, .nb-buyer th > * { display: block; }
.nb-buyer td > * + *, .nb-buyer th > * + * { margin-top: 0.3rem; }
.nb-buyer .nb-comment-row td { padding: 0.1rem 0.75rem 0.8rem; border-bottom: 1px solid var(--border, #d9dee4); }
.nb-buyer:last-child .nb-comment-row td { border-bottom: 0; }
.nb-cell-buyer { overflow-wrap: anywhere; }
.nb-buyer-name { font-weight: 700; color: var(--brand-strong, #072a40); overflow-wrap: anywhere; }
.nb-contact { display: flex !important; flex-direction: column; gap: 0.1rem; }
.nb-contact-link { color: var(--brand, #0b3d5c); overflow-wrap: anywhere; font-size: 0.88rem; }
.nb-buyer-meta { display: flex !important; flex-wrap: wrap; gap: 0.35rem 0.6rem; align-items: center; font-size: 0.82rem; color: var(--muted, #5f6b7a); }
.nb-interest { font-weight: 600; padding: 0.05rem 0.5rem; border-radius: 999px; background: #eef1f4; color: #434d59; }
.nb-interest--interested { background: #e6f4ea; color: var(--success, #187533); }
.nb-interest--not_interested { background: #fdecea; color: #b42020; }
.nb-state { display: inline-block !important; max-width: 100%; font-size: 0.78rem; font-weight: 700; padding: 0.1rem 0.5rem; border-radius: 10px; }
.nb-state--done { background: #e6f4ea; color: var(--success, #187533); }
.nb-state--waiting { background: #fff3e0; color: #8a4b00; }
.nb-state--refused { background: #fdecea; color: #b42020; }
.nb-state--todo { background: #eef1f4; color: #434d59; }
.nb-state--optional { background: #e8f1f8; color: var(--brand, #0b3d5c); }
.nb-detail { font-size: 0.86rem; color: var(--text, #1f2933); overflow-wrap: anywhere; }
.nb-amount { font-variant-numeric: tabular-nums; }
.nb-hint { font-size: 0.8rem; color: var(--muted, #5f6b7a); }
.nb-small-link { font-size: 0.86rem; font-weight: 600; color: var(--brand, #0b3d5c); width: fit-content; }
.kit-button.nb-small-button { display: inline-block; width: fit-content; padding: 0.4rem 0.75rem; font-size: 0.86rem; text-decoration: none; min-height: 2.25rem; }
.nb-decide { display: flex !important; gap: 0.35rem; flex-wrap: wrap; }
.kit-button.nb-button--approve { background: var(--success, #187533); }
.kit-button.nb-button--danger { background: var(--danger, #c62828); }
.nb-ready { display: inline-block !important; width: fit-content; font-weight: 700; color: #fff; background: var(--success, #187533); padding: 0.25rem 0.7rem; border-radius: 999px; white-space: nowrap; }
.nb-not-ready { font-weight: 600; color: var(--muted, #5f6b7a); font-size: 0.86rem; }
.nb-blocks { margin: 0; padding-left: 1.1rem; font-size: 0.84rem; color: var(--text, #1f2933); }
.nb-comment { display: flex !important; gap: 0.6rem; align-items: baseline; flex-wrap: wrap; font-size: 0.9rem; }
.nb-comment-label { font-size: 0.78rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted, #5f6b7a); }
.nb-comment > .kit-inline { flex: 1 1 16rem; min-width: 0; }
.nb-comment-saved { margin: 0; font-size: 0.86rem; color: var(--success, #187533); font-weight: 600; }

.nb-backdrop { position: fixed; inset: 0; z-index: 100; display: grid; place-items: center; padding: 1rem; background: rgb(7 42 64 / 45%); overflow-y: auto; }
.nb-dialog { width: 100%; max-width: 32rem; padding: 1.5rem; max-height: calc(100vh - 2rem); overflow-y: auto; }
.nb-dialog-title { margin: 0 0 0.75rem; font-size: 1.2rem; color: var(--brand-strong, #072a40); }
.nb-dialog-message p { margin: 0 0 0.75rem; }
.nb-dialog-actions { display: flex; justify-content: flex-end; gap: 0.5rem; flex-wrap: wrap; margin-top: 1rem; }
.nb-dialog-error { margin: 0.75rem 0 0; }
.nb-field { margin-bottom: 0.9rem; }
.nb-label { display: block; font-weight: 600; margin-bottom: 0.3rem; }
.nb-textarea { resize: vertical; min-height: 6rem; }
.nb-field-foot { display: flex; justify-content: space-between; gap: 0.75rem; margin-top: 0.25rem; font-size: 0.84rem; }
.nb-field-error { color: var(--danger, #c62828); font-weight: 600; }
.nb-field-hint { display: block; margin-top: 0.25rem; font-size: 0.84rem; color: var(--muted, #5f6b7a); }
.nb-count { color: var(--muted, #5f6b7a); font-variant-numeric: tabular-nums; white-space: nowrap; }
.nb-count--over { color: var(--danger, #c62828); font-weight: 700; }
.nb-fieldset { border: 0; padding: 0; margin: 0 0 0.9rem; }
.nb-fieldset legend { font-weight: 600; margin-bottom: 0.3rem; padding: 0; }
.nb-choice { display: flex; align-items: center; gap: 0.5rem; min-height: 2.25rem; }
.nb-choice input { width: 1.1rem; height: 1.1rem; accent-color: var(--brand, #0b3d5c); }
.nb-row { display: grid; grid-template-columns: 1fr 1fr; gap: 0.75rem; }
.nb-preview { margin: -0.4rem 0 0.9rem; font-size: 0.88rem; color: var(--brand, #0b3d5c); font-weight: 600; }

.nb-toolbar { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; flex-wrap: wrap; margin-bottom: 0.75rem; }
.nb-toolbar .ns-sales-count { margin: 0; }
.nb-slots { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.85rem; }
.nb-slot { padding: 1rem 1.1rem; }
.nb-slot--ended { background: #fafbfc; }
.nb-slot-head { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.75rem; flex-wrap: wrap; }
.nb-slot-when { margin: 0; font-size: 1.02rem; font-weight: 700; color: var(--brand-strong, #072a40); }
.nb-slot-when::first-letter { text-transform: uppercase; }
.nb-slot-facts { display: flex; flex-wrap: wrap; gap: 0.35rem 0.5rem; margin-top: 0.4rem; font-size: 0.86rem; }
.nb-chip { padding: 0.1rem 0.55rem; border-radius: 999px; background: #eef1f4; color: #434d59; font-weight: 600; }
.nb-chip--full { background: #fdecea; color: #b42020; }
.nb-chip--started { background: #fff3e0; color: #8a4b00; }
.nb-chip--upcoming { background: #e8f1f8; color: var(--brand, #0b3d5c); }
.nb-slot-actions { display: flex; gap: 0.35rem; flex-wrap: wrap; }
.nb-action-button { border: 1px solid var(--border, #d9dee4); background: var(--surface, #fff); color: var(--brand, #0b3d5c); border-radius: 8px; padding: 0.4rem 0.75rem; font-weight: 600; font-size: 0.9rem; min-height: 2.25rem; }
.nb-action-button:hover:not(:disabled) { border-color: var(--brand, #0b3d5c); }
.nb-action-button--danger { color: #b42020; }
.nb-action-button--danger:hover:not(:disabled) { border-color: #b42020; }
.nb-disclosure { margin-top: 0.75rem; border: 0; background: none; padding: 0.25rem 0; color: var(--brand, #0b3d5c); font-weight: 700; display: inline-flex; align-items: center; gap: 0.35rem; }
.nb-disclosure span[aria-hidden] { transition: transform 0.15s; }
.nb-disclosure[aria-expanded='true'] span[aria-hidden] { transform: rotate(90deg); }
.nb-attendees { margin-top: 0.5rem; border-top: 1px solid #edf0f3; padding-top: 0.6rem; }
.nb-attendees-title { margin: 0 0 0.5rem; font-size: 0.95rem; color: var(--brand-strong, #072a40); }
.nb-attendee-list { list-style: none; margin: 0; padding: 0; }
.nb-attendee { display: grid; grid-template-columns: 1fr auto; gap: 0.35rem 0.75rem; align-items: center; padding: 0.55rem 0; border-bottom: 1px solid #edf0f3; }
.nb-attendee:last-child { border-bottom: 0; }
.nb-attendee-who { display: flex; flex-direction: column; gap: 0.1rem; min-width: 0; }
.nb-attendee-actions { display: flex; gap: 0.35rem; flex-wrap: wrap; justify-content: flex-end; align-items: center; }
.nb-attendee-state { grid-column: 1 / -1; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; font-size: 0.86rem; }
.nb-add { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; margin-top: 0.75rem; }
.nb-add .nb-field { margin: 0; flex: 1 1 14rem; }
.nb-select { appearance: auto; }
.nb-flash { margin: 0 0 0.75rem; }

.nb-validation { max-width: 40rem; }
.nb-kicker { margin: 0 0 0.5rem; font-size: 0.8rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted, #5f6b7a); }
.nb-facts { margin: 0 0 1rem; display: grid; gap: 0; }
.nb-facts > div { display: grid; grid-template-columns: 10rem 1fr; gap: 0.75rem; padding: 0.6rem 0; border-bottom: 1px solid #edf0f3; }
.nb-facts > div:last-child { border-bottom: 0; }
.nb-facts dt { color: var(--muted, #5f6b7a); font-weight: 600; }
.nb-facts dd { margin: 0; overflow-wrap: anywhere; }
.nb-question { font-size: 1.08rem; font-weight: 700; color: var(--brand-strong, #072a40); margin: 0 0 0.35rem; }
.nb-actions { display: flex; gap: 0.6rem; flex-wrap: wrap; align-items: center; margin-top: 1rem; }
.nb-actions .kit-button { text-decoration: none; }

.nb-users-table td { vertical-align: middle; }
.nb-users-table .nb-buyer-name, .nb-users-table .nb-contact-link { display: block; }
.nb-roles { display: flex; flex-wrap: wrap; gap: 0.3rem; }
.nb-bidding { display: flex; flex-direction: column; gap: 0.2rem; font-size: 0.88rem; }
.nb-bidding-state--allowed { color: var(--success, #187533); font-weight: 700; }
.nb-bidding-state--withdrawn { color: #b42020; font-weight: 700; }
.nb-verified { color: var(--success, #187533); font-weight: 600; }
.nb-unverified { color: #8a4b00; font-weight: 600; }

@media (max-width: 767px) {
  .nb-buyers, .nb-buyers tbody, .nb-buyers tr, .nb-buyers td, .nb-buyers th { display: block; }
  .nb-buyers { background: transparent; box-shadow: none; }
  .nb-buyers thead { display: none; }
  .nb-buyer { display: block; background: var(--surface, #fff); border-radius: var(--radius, 10px); box-shadow: var(--shadow); margin-bottom: 0.85rem; padding: 0.4rem 0; }
  .nb-buyer td, .nb-buyer th { padding: 0.55rem 1rem; border-top: 1px solid #edf0f3; }
  .nb-buyer th { border-top: 0; }
  .nb-buyer td[data-label]::before { content: attr(data-label); display: block; font-size: 0.74rem; font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted, #5f6b7a); margin-bottom: 0.25rem; }
  .nb-buyer .nb-comment-row td { border-bottom: 0; padding: 0.55rem 1rem 0.6rem; }
  .nb-cell-buyer { min-width: 0; }
  .nb-filters { gap: 0.35rem; }
  .nb-filter { white-space: nowrap; }
  .nb-title-row { align-items: flex-start; }
  .nb-sale-links { width: 100%; }
  .nb-sale-links .ns-action { flex: 1; text-align: center; border: 1px solid var(--border, #d9dee4); }
  .nb-dialog { padding: 1.25rem 1rem; }
  .nb-dialog-actions .kit-button { flex: 1; }
  .nb-row { grid-template-columns: 1fr; gap: 0; }
  .nb-toolbar .kit-button { width: 100%; }
  .nb-attendee { grid-template-columns: 1fr; }
  .nb-attendee-actions { justify-content: flex-start; }
  .nb-facts > div { grid-template-columns: 1fr; gap: 0.15rem; }
  .nb-users-table tbody tr { grid-template-columns: 1fr; }
  .nb-users-table td[data-label]::before { content: attr(data-label); display: block; font-size: 0.74rem; font-weight: 700; text-transform: uppercase; color: var(--muted, #5f6b7a); margin-bottom: 0.15rem; }
}
`;
