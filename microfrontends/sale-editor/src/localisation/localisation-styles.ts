import { MAP_HEIGHT_PX } from './map-settings.js';
import { useStyleSheet } from './style-sheet.js';

/** Marks what belongs to the address area: a click there does not clear a typed address. */
export const ADDRESS_AREA_ATTRIBUTE = 'data-address-area';

/** The address suggestions panel never grows past this (spec §9). */
const SUGGESTIONS_MAX_HEIGHT = '18rem';

const css = `
.se-address { position: relative; }
.se-suggestions {
  position: absolute;
  z-index: 30;
  top: calc(100% - 0.1rem);
  left: 0;
  right: 0;
  margin: 0;
  padding: 0.3rem 0;
  list-style: none;
  background: var(--surface, #fff);
  border: 1px solid var(--border, #d9dee4);
  border-radius: 8px;
  box-shadow: 0 10px 28px rgb(15 35 55 / 16%);
  max-height: ${SUGGESTIONS_MAX_HEIGHT};
  overflow-y: auto;
  overscroll-behavior: contain;
}
.se-suggestion {
  display: flex;
  flex-direction: column;
  gap: 0.1rem;
  padding: 0.55rem 0.9rem;
  cursor: pointer;
  line-height: 1.3;
}
.se-suggestion[aria-selected='true'] { background: #eaf1f6; }
.se-suggestion-name { font-weight: 600; color: var(--text, #1f2933); }
.se-suggestion-place { font-size: 0.85rem; color: var(--muted, #5f6b7a); }
.se-suggestion--info { cursor: default; color: var(--muted, #5f6b7a); font-style: italic; }
.se-suggestion-hint { display: block; margin-top: 0.15rem; font-size: 0.85rem; font-style: normal; }

.se-gps-banner {
  display: flex;
  align-items: center;
  gap: 0.7rem;
  width: 100%;
  margin: 0 0 0.75rem;
  padding: 0.75rem 1rem;
  border: 0;
  border-radius: 8px;
  background: var(--danger, #c62828);
  color: #fff;
  font-weight: 700;
  text-align: left;
  box-shadow: 0 2px 8px rgb(198 40 40 / 25%);
}
.se-gps-banner:hover:not(:disabled) { background: #a91f1f; }
.se-gps-banner:focus-visible { outline: 3px solid rgb(198 40 40 / 35%); outline-offset: 2px; }
.se-gps-banner-icon {
  flex: none;
  display: grid;
  place-items: center;
  width: 1.6rem;
  height: 1.6rem;
  border-radius: 50%;
  background: #fff;
  color: var(--danger, #c62828);
  font-weight: 800;
}
.se-regeocode-status {
  margin: -0.25rem 0 0.75rem;
  font-size: 0.9rem;
  color: var(--muted, #5f6b7a);
}
.se-regeocode-status--problem { color: var(--danger, #c62828); font-weight: 600; }

.se-map-area { display: flex; flex-direction: column; gap: 0.5rem; }
.se-map {
  width: 100%;
  border-radius: 10px;
  overflow: hidden;
  border: 1px solid var(--border, #d9dee4);
  background: #e9eef2;
}
.se-map-placeholder {
  display: grid;
  place-items: center;
  height: ${MAP_HEIGHT_PX}px;
  border-radius: 10px;
  background: #eef2f5;
  color: var(--muted, #5f6b7a);
}
.se-map-off {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  min-height: 13rem;
  padding: 1.5rem 1.25rem;
  border: 1px dashed #b9c2cc;
  border-radius: 10px;
  text-align: center;
  background-color: #f3f6f8;
  background-image:
    linear-gradient(rgb(11 61 92 / 5%) 1px, transparent 1px),
    linear-gradient(90deg, rgb(11 61 92 / 5%) 1px, transparent 1px);
  background-size: 24px 24px;
}
.se-map-off-icon {
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg);
  background: var(--muted, #5f6b7a);
  opacity: 0.55;
  position: relative;
  margin-bottom: 0.35rem;
}
.se-map-off-icon::after {
  content: '';
  position: absolute;
  inset: 0.75rem;
  border-radius: 50%;
  background: #f3f6f8;
}
.se-map-off-title { margin: 0; font-weight: 700; color: var(--text, #1f2933); }
.se-map-off-text { margin: 0; max-width: 28rem; font-size: 0.9rem; color: var(--muted, #5f6b7a); }
.se-map-off-button { margin-top: 0.5rem; }
.se-coords {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  margin: 0;
  font-size: 0.9rem;
  color: var(--muted, #5f6b7a);
}
.se-coords output { color: var(--text, #1f2933); font-weight: 600; font-variant-numeric: tabular-nums; }
`;

export const useLocalisationStyles = (): void => useStyleSheet('sale-editor-localisation-styles', css);
