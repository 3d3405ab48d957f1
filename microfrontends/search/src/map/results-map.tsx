import { propertyPagePath, type GeoBounds } from '@immo/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchDependencies } from '../dependencies.js';
import type { MapHandle } from './map-library.js';
import {
  boundsOfView,
  boxOf,
  boxOfBounds,
  embeddedStyle,
  fitMaxZoom,
  HIGHLIGHT_LAYER,
  highlightFilter,
  LIGHT_STREETS_STYLE,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_HEIGHT_PX,
  mapboxSatelliteLayer,
  RESULTS_LAYER,
  RESULTS_SOURCE,
  resultLayers,
  resultsGeoJson,
  type MarkerPoint,
} from './map-style.js';

interface GeoJsonSource {
  setData(data: unknown): unknown;
}

/**
 * The results on a map, in step with the cards: hovering a card highlights its marker and hovering
 * a marker its card; a click opens the sale. Once the map is moved by hand, 'Rechercher dans cette
 * zone' searches its visible area (the `bounds` criterion). Until `load` (map-wanted.ts), its frame
 * alone, of the same size, so nothing moves when the map comes.
 */
export function ResultsMap({
  id,
  load,
  cards,
  bounds,
  highlighted,
  onHover,
  onSearchArea,
}: {
  id: string;
  load: boolean;
  cards: readonly MarkerPoint[];
  bounds: GeoBounds | null;
  highlighted: number | null;
  onHover: (bienId: number | null) => void;
  onSearchArea: (bounds: GeoBounds) => void;
}) {
  const { t } = useTranslation();
  const { api, loadMap } = useSearchDependencies();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapHandle | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [moved, setMoved] = useState(false);
  const [rendered, setRendered] = useState<number | null>(null);
  // The latest callbacks, for the map's listeners registered once.
  const latest = useRef({ onHover, navigate });
  latest.current = { onHover, navigate };

  useEffect(() => {
    if (!load) return undefined;
    let disposed = false;
    let created: MapHandle | null = null;
    void (async () => {
      try {
        const config = await api<{ mapboxToken?: string | null }>('/api/config').catch(() => ({
          mapboxToken: null,
        }));
        const token = config.mapboxToken ?? null;
        setToken(token);
        const library = await loadMap(token);
        if (disposed || !container.current) return;
        created = new library.Map({
          container: container.current,
          style: token ? LIGHT_STREETS_STYLE : embeddedStyle(window.location.origin),
          center: MAP_DEFAULT_CENTER,
          zoom: MAP_DEFAULT_ZOOM,
          ...(token ? { accessToken: token } : {}),
        });
        const ready = created;
        ready.on('load', () => {
          if (token) {
            ready.addSource('satellite', mapboxSatelliteLayer.source);
            ready.addLayer(mapboxSatelliteLayer.layer);
          }
          ready.addSource(RESULTS_SOURCE, { type: 'geojson', data: resultsGeoJson([]) });
          for (const layer of resultLayers(null)) ready.addLayer(layer);
          ready.on('mousemove', RESULTS_LAYER, (event) => {
            const id = Number(event.features?.[0]?.properties?.bienId);
            ready.getCanvas().style.cursor = 'pointer';
            latest.current.onHover(Number.isFinite(id) ? id : null);
          });
          ready.on('mouseleave', RESULTS_LAYER, () => {
            ready.getCanvas().style.cursor = '';
            latest.current.onHover(null);
          });
          ready.on('click', RESULTS_LAYER, (event) => {
            const id = Number(event.features?.[0]?.properties?.bienId);
            if (Number.isFinite(id)) void latest.current.navigate(propertyPagePath(id));
          });
          // Moved by hand: a drag, or a zoom with the wheel, the buttons or the fingers (fitting the
          // results to the view has no originalEvent). Its end offers to search the area.
          let byHand = false;
          ready.on('dragstart', () => {
            byHand = true;
          });
          ready.on('zoomstart', (event) => {
            if (event.originalEvent) byHand = true;
          });
          ready.on('moveend', (event) => {
            if (byHand || event.originalEvent) setMoved(true);
            byHand = false;
          });
          ready.on('idle', () =>
            setRendered(ready.queryRenderedFeatures({ layers: [RESULTS_LAYER] }).length),
          );
          if (!disposed) setMap(ready);
        });
      } catch {
        if (!disposed) setFailed(true);
      }
    })();
    return () => {
      disposed = true;
      created?.remove();
    };
  }, [api, loadMap, load]);

  // New results: new markers, and the map shows them (or the area searched).
  useEffect(() => {
    if (!map) return;
    (map.getSource(RESULTS_SOURCE) as GeoJsonSource | undefined)?.setData(resultsGeoJson(cards));
    const box = bounds ? boxOfBounds(bounds) : boxOf(cards);
    if (box) map.fitBounds(box, { padding: bounds ? 0 : 40, maxZoom: fitMaxZoom(token), animate: false });
    else map.jumpTo({ center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM });
    setMoved(false);
  }, [map, cards, bounds, token]);

  useEffect(() => {
    map?.setFilter(HIGHLIGHT_LAYER, highlightFilter(highlighted));
  }, [map, highlighted]);

  if (failed)
    return (
      <p id={id} className="kit-notice kit-notice--info sr-map__failed" role="status">
        {t('search_map_unavailable')}
      </p>
    );
  const placed = cards.filter((card) => card.location !== null).length;
  return (
    <section id={id} className="sr-map" aria-label={t('search_map_label')}>
      <div
        ref={container}
        className="sr-map__canvas"
        style={{ height: MAP_HEIGHT_PX }}
        data-testid="search-map"
        data-ready={map ? 'true' : 'false'}
        data-markers={placed}
        data-rendered-markers={rendered ?? ''}
        data-highlighted={highlighted ?? ''}
      />
      {moved && map && (
        <button
          type="button"
          className="kit-button sr-map__search-area"
          data-testid="search-in-area"
          onClick={() => onSearchArea(boundsOfView(map.getBounds()))}
        >
          {t('search_in_area')}
        </button>
      )}
    </section>
  );
}
