// The negotiator space's styles (list, personal info, notary directory, frame). They travel with the
// components, as a <style> React puts in the head once, so the remote needs no CSS loader and tests
// need no stub.
export const SPACE_CSS = `
.ns-space { max-width: 1180px; margin: 0 auto; padding: 1.5rem 1.25rem 3rem; }
.ns-space-header { display: flex; align-items: flex-end; justify-content: space-between; gap: 1rem; flex-wrap: wrap; }
.ns-space-kicker { margin: 0; text-transform: uppercase; letter-spacing: 0.08em; font-size: 0.78rem; font-weight: 700; color: var(--accent, #b84d12); }
.ns-space-greeting { margin: 0.15rem 0 0; font-size: 1.55rem; font-weight: 700; color: var(--brand-strong, #072a40); }
.kit-button.ns-new-sale { display: inline-flex; align-items: center; gap: 0.45rem; text-decoration: none; white-space: nowrap; box-shadow: 0 2px 8px rgb(184 77 18 / 30%); }
.ns-new-sale span[aria-hidden] { font-size: 1.25rem; line-height: 1; }
.ns-space-nav { display: flex; gap: 0.25rem; margin: 1.25rem 0 1.5rem; border-bottom: 1px solid var(--border, #d9dee4); overflow-x: auto; scrollbar-width: none; }
/* On a phone the tabs scroll sideways: the side where more hide fades out, so the row reads as scrollable. */
.ns-space-nav--more-after { mask-image: linear-gradient(to right, #000 calc(100% - 2.5rem), transparent); }
.ns-space-nav--more-before { mask-image: linear-gradient(to left, #000 calc(100% - 2.5rem), transparent); }
.ns-space-nav--more-before.ns-space-nav--more-after { mask-image: linear-gradient(to right, transparent, #000 2.5rem, #000 calc(100% - 2.5rem), transparent); }
.ns-space-nav-link { padding: 0.7rem 1rem; text-decoration: none; color: var(--muted, #5f6b7a); font-weight: 600; border-bottom: 3px solid transparent; margin-bottom: -1px; white-space: nowrap; }
.ns-space-nav-link:hover { color: var(--brand, #0b3d5c); }
.ns-space-nav-link--active { color: var(--brand, #0b3d5c); border-bottom-color: var(--accent, #b84d12); }
.ns-page-title { margin: 0; font-size: 1.35rem; color: var(--brand-strong, #072a40); }
.ns-loading { color: var(--muted, #5f6b7a); padding: 2rem 0; text-align: center; }
.ns-muted { color: var(--muted, #5f6b7a); }
.ns-guard { display: flex; justify-content: center; }
.ns-refusal { max-width: 34rem; text-align: center; padding: 2rem; }
.ns-refusal-title { margin-top: 0; color: var(--brand-strong, #072a40); }
.ns-refusal .kit-button { display: inline-block; text-decoration: none; margin-top: 0.5rem; }
.ns-input { display: block; width: 100%; font: inherit; font-size: 1rem; color: var(--text, #1f2933); background: var(--surface, #fff); border: 1px solid #b9c2cc; border-radius: 8px; padding: 0.6rem 0.8rem; min-height: 2.75rem; transition: border-color 0.15s, box-shadow 0.15s; }
.ns-input:hover { border-color: #9aa7b4; }
.ns-input:focus { outline: none; border-color: var(--brand, #0b3d5c); box-shadow: 0 0 0 3px rgb(11 61 92 / 18%); }
.ns-input:disabled { background: #f1f4f7; color: var(--muted, #5f6b7a); cursor: not-allowed; }
.ns-input[readonly] { background: #f6f8fa; }
.ns-input[aria-invalid='true'] { border-color: var(--danger, #c62828); }
.ns-input[aria-invalid='true']:focus { box-shadow: 0 0 0 3px rgb(198 40 40 / 15%); }
.ns-notice-actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 0.5rem; }
.ns-notice-actions .kit-button { text-decoration: none; }

.ns-sales-top { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; margin-bottom: 1rem; }
.ns-search { display: flex; gap: 0.5rem; flex: 0 1 30rem; }
.ns-search-input { flex: 1; min-width: 0; }
.kit-button.ns-search-button { display: inline-flex; align-items: center; gap: 0.45rem; padding: 0.55rem 1rem; }
.ns-status-tabs { display: inline-flex; gap: 0.25rem; padding: 0.25rem; background: #e9edf1; border-radius: 999px; margin-bottom: 1rem; max-width: 100%; overflow-x: auto; }
.ns-status-tab { border: 0; background: transparent; padding: 0.45rem 1rem; border-radius: 999px; color: var(--muted, #5f6b7a); font-weight: 600; white-space: nowrap; }
.ns-status-tab:hover { color: var(--brand, #0b3d5c); }
.ns-status-tab--active { background: var(--surface, #fff); color: var(--brand, #0b3d5c); box-shadow: 0 1px 4px rgb(15 35 55 / 14%); }
.ns-sales-count { margin: 0 0 0.5rem; color: var(--muted, #5f6b7a); font-size: 0.9rem; }
.ns-empty { text-align: center; padding: 2.5rem 1.5rem; color: var(--muted, #5f6b7a); }
.ns-empty .kit-button { display: inline-block; text-decoration: none; margin-top: 0.5rem; }

.ns-sales-table { width: 100%; border-collapse: separate; border-spacing: 0; background: var(--surface, #fff); border-radius: var(--radius, 10px); box-shadow: var(--shadow); overflow: hidden; }
.ns-sales-table th { text-align: left; font-size: 0.78rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--muted, #5f6b7a); background: #f8fafb; padding: 0.75rem 1rem; border-bottom: 1px solid var(--border, #d9dee4); font-weight: 700; }
.ns-sales-table td { padding: 0.9rem 1rem; border-bottom: 1px solid #edf0f3; vertical-align: top; }
.ns-sales-table tbody tr:last-child td { border-bottom: 0; }
.ns-sales-table tbody tr:hover { background: #fafbfc; }
.ns-num { text-align: right; }
.ns-sales-table th.ns-num { text-align: right; }
.ns-ref { font-family: ui-monospace, 'DejaVu Sans Mono', monospace; font-size: 0.85rem; background: #eef3f7; color: var(--brand, #0b3d5c); padding: 0.15rem 0.45rem; border-radius: 6px; white-space: nowrap; }
.ns-cell-property { min-width: 14rem; width: 42%; }
.ns-cell-property .kit-inline { display: flex; }
.ns-cell-property .kit-inline-display, .ns-sales-title { font-weight: 600; }
.ns-sales-meta { display: block; color: var(--muted, #5f6b7a); font-size: 0.86rem; margin-top: 0.2rem; }
.ns-sales-meta .ns-badge { display: inline-block; padding: 0.05rem 0.5rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; background: #e4e7eb; color: #1f2933; }
.ns-sales-meta .ns-badge--draft { background: #fff3bf; color: #5c3c00; }
.ns-date-line { display: block; white-space: nowrap; font-size: 0.9rem; font-variant-numeric: tabular-nums; }
.ns-date-key { display: inline-block; min-width: 1.6rem; color: var(--muted, #5f6b7a); }
.ns-price { display: block; font-weight: 700; white-space: nowrap; font-variant-numeric: tabular-nums; }
.ns-price-kind { display: block; font-size: 0.78rem; color: var(--muted, #5f6b7a); }
.ns-bids { display: inline-block; white-space: nowrap; font-size: 0.85rem; padding: 0.15rem 0.55rem; border-radius: 999px; background: #eef1f4; color: var(--muted, #5f6b7a); }
.ns-bids--some { background: #fff1e7; color: #a4501a; font-weight: 600; }
.ns-cell-actions { white-space: nowrap; }
.ns-sales-table td.ns-cell-actions > * { display: block; text-align: center; }
.ns-sales-table td.ns-cell-actions > * + * { margin-top: 0.35rem; }
.ns-action { display: inline-block; padding: 0.4rem 0.75rem; border-radius: 8px; font-size: 0.9rem; font-weight: 600; text-decoration: none; color: var(--brand, #0b3d5c); }
.ns-action:hover { background: #eef3f7; }
.ns-action--primary { border: 1px solid var(--brand, #0b3d5c); }

.ns-personal-card { display: flex; gap: 1.5rem; align-items: flex-start; margin-top: 1rem; max-width: 46rem; }
.ns-avatar { flex: none; width: 4rem; height: 4rem; border-radius: 50%; background: var(--brand, #0b3d5c); color: #fff; display: grid; place-items: center; font-size: 1.35rem; font-weight: 700; text-transform: uppercase; }
.ns-personal-list { margin: 0; flex: 1; display: grid; gap: 0; }
.ns-personal-row { display: grid; grid-template-columns: 12rem 1fr; gap: 1rem; padding: 0.7rem 0; border-bottom: 1px solid #edf0f3; }
.ns-personal-row:last-child { border-bottom: 0; }
.ns-personal-row dt { color: var(--muted, #5f6b7a); font-weight: 600; }
.ns-personal-row dd { margin: 0; overflow-wrap: anywhere; }

.ns-page-intro { margin: 0.25rem 0 0; color: var(--muted, #5f6b7a); }
.ns-notaries-search { position: relative; }
.ns-notaries-search .ns-search-icon { position: absolute; left: 0.8rem; top: 50%; transform: translateY(-50%); color: var(--muted, #5f6b7a); pointer-events: none; }
.ns-notaries-search .ns-search-input { padding-left: 2.5rem; }
.ns-notaries-table th.ns-cell-crpcen, .ns-notaries-table td.ns-cell-crpcen { width: 11rem; }
.ns-notaries-table td { vertical-align: middle; }
.ns-cell-notary { font-weight: 600; color: var(--brand-strong, #072a40); overflow-wrap: anywhere; }
.ns-notaries-refusal { margin: 0 auto; }
.ns-notaries-refusal .ns-refusal-title { font-size: 1.35rem; }

@media (max-width: 767px) {
  .ns-space { padding: 1rem 0.75rem 2.5rem; }
  .ns-space-greeting { font-size: 1.3rem; }
  .kit-button.ns-new-sale { width: 100%; justify-content: center; }
  .ns-space-nav { margin: 1rem -0.75rem 1.25rem; padding: 0 0.5rem; }
  .ns-search { flex-basis: 100%; }
  .kit-button.ns-search-button { padding: 0.55rem 0.85rem; }
  .ns-search-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .ns-space-nav-link { padding: 0.65rem 0.75rem; font-size: 0.94rem; }
  .ns-status-tabs { display: flex; }
  .ns-status-tab { flex: 1; padding: 0.45rem 0.5rem; }
  .ns-sales-table, .ns-sales-table tbody, .ns-sales-table tr, .ns-sales-table td { display: block; }
  .ns-sales-table { background: transparent; box-shadow: none; overflow: visible; }
  .ns-sales-table thead { display: none; }
  .ns-sales-table tbody tr { background: var(--surface, #fff); border-radius: var(--radius, 10px); box-shadow: var(--shadow); margin-bottom: 0.85rem; padding: 0.9rem 1rem; display: grid; grid-template-columns: 1fr auto; gap: 0.35rem 0.75rem; }
  .ns-sales-table tbody tr:hover { background: var(--surface, #fff); }
  .ns-sales-table td { padding: 0; border: 0; }
  .ns-cell-ref { grid-column: 1; }
  .ns-cell-bids { grid-column: 2; grid-row: 1; }
  .ns-cell-property { grid-column: 1 / -1; min-width: 0; width: auto; }
  .ns-cell-dates { grid-column: 1; }
  .ns-cell-price { grid-column: 2; align-self: end; }
  .ns-sales-table td.ns-cell-actions > * + * { margin-top: 0; }
  .ns-sales-table .ns-cell-actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 0.5rem; text-align: left; margin-top: 0.4rem; padding-top: 0.6rem !important; border-top: 1px solid #edf0f3 !important; }
  .ns-action { flex: 1 1 calc(50% - 0.25rem); text-align: center; border: 1px solid var(--border, #d9dee4); }
  .ns-action--primary { border-color: var(--brand, #0b3d5c); }
  .ns-notaries-table tbody tr { grid-template-columns: 1fr; gap: 0.3rem; margin-bottom: 0.6rem; padding: 0.8rem 1rem; }
  .ns-notaries-table .ns-cell-notary { grid-row: 1; }
  .ns-notaries-table td.ns-cell-crpcen { grid-row: 2; width: auto; display: flex; align-items: center; gap: 0.5rem; font-size: 0.86rem; }
  .ns-notaries-table td.ns-cell-crpcen::before { content: attr(data-label); color: var(--muted, #5f6b7a); }
  .ns-personal-card { flex-direction: column; align-items: center; }
  .ns-personal-row { grid-template-columns: 1fr; gap: 0.15rem; }
}
`;
