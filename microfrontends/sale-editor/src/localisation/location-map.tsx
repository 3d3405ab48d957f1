import type { SaleFormValues } from '@immo/core';
import { colors } from '@immo/kit';
import { useFormikContext } from 'formik';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegeocode } from './gps-banner.js';
import { mapConfigRequested, markerMoved } from './localisation-state.js';
import { ADDRESS_AREA_ATTRIBUTE, useLocalisationStyles } from './localisation-styles.js';
import {
  MapLibraryContext,
  type MapHandle,
  type MapLibrary,
  type MapPoint,
  type MarkerHandle,
} from './mapbox-loader.js';
import { ADDRESS_ZOOM, DEFAULT_ZOOM, FRANCE_CENTER, MAP_HEIGHT_PX, mapStyleForZoom } from './map-settings.js';
import { useLocalisation } from './use-localisation.js';

/** Coordinates in the reader's language: '45,902953' in French, '45.902953' in English. */
const coordinateFormats = {
  fr: new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 6 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 }),
};

/**
 * The property's place on a map (spec §2.1): with a map token, a mapbox-gl map and its draggable
 * marker; without one, a panel saying the map is off, with the coordinates and the re-geocoding.
 */
export function LocationMap() {
  useLocalisationStyles();
  const { t } = useTranslation();
  const { state, dispatch } = useLocalisation();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    dispatch(mapConfigRequested());
  }, [dispatch]);
  const onFailed = useCallback(() => setFailed(true), []);

  const token = state.mapToken;
  return (
    <div className="se-map-area">
      {token === undefined ? (
        <div className="se-map-placeholder" aria-busy="true">
          {t('loading')}
        </div>
      ) : token === null || failed ? (
        <MapOff reason={token === null ? 'no-token' : 'failed'} />
      ) : (
        <MapboxMap token={token} onFailed={onFailed} />
      )}
      <Coordinates />
    </div>
  );
}

function Coordinates() {
  const { t, i18n } = useTranslation();
  const { values } = useFormikContext<SaleFormValues>();
  const coordinate = coordinateFormats[i18n.language?.startsWith('en') ? 'en' : 'fr'];
  const shown = (value: number | null) => (value === null ? '—' : coordinate.format(value));
  return (
    <p className="se-coords">
      <span>
        {t('precisions_latitude')} <output name="lat">{shown(values.lat)}</output>
      </span>
      <span>
        {t('precisions_longitude')} <output name="lng">{shown(values.lng)}</output>
      </span>
    </p>
  );
}

function MapOff({ reason }: { reason: 'no-token' | 'failed' }) {
  const { t } = useTranslation();
  const { searching, regeocode } = useRegeocode();
  return (
    <div className="se-map-off" data-testid="map-off" data-reason={reason}>
      <span className="se-map-off-icon" aria-hidden="true" />
      <p className="se-map-off-title">
        {t(reason === 'no-token' ? 'precisions_map_off' : 'precisions_map_failed')}
      </p>
      <p className="se-map-off-text">{t('precisions_map_off_hint')}</p>
      <button
        type="button"
        className="kit-button kit-button--secondary se-map-off-button"
        {...{ [ADDRESS_AREA_ATTRIBUTE]: '' }}
        disabled={searching}
        onClick={regeocode}
      >
        {t('precisions_regeocode')}
      </button>
    </div>
  );
}

const pointKey = (lat: number, lng: number) => `${lat},${lng}`;

function MapboxMap({ token, onFailed }: { token: string; onFailed: () => void }) {
  const { t } = useTranslation();
  const loadLibrary = useContext(MapLibraryContext);
  const { values, setValues } = useFormikContext<SaleFormValues>();
  const { dispatch } = useLocalisation();
  const containerRef = useRef<HTMLDivElement>(null);
  const markerRef = useRef<MarkerHandle | null>(null);
  /** The point the marker itself was dropped on: the map stays where the user left it. */
  const droppedAt = useRef<string | null>(null);
  const [loaded, setLoaded] = useState<{ map: MapHandle; library: MapLibrary } | null>(null);

  const moveTo = useCallback(
    ({ lat, lng }: MapPoint) => {
      droppedAt.current = pointKey(lat, lng);
      void setValues((previous) => ({ ...previous, lat, lng }));
      dispatch(markerMoved({ lat, lng }));
    },
    [setValues, dispatch],
  );

  useEffect(() => {
    let cancelled = false;
    let map: MapHandle | null = null;
    loadLibrary()
      .then((library) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        let style = mapStyleForZoom(DEFAULT_ZOOM);
        map = new library.Map({
          container,
          accessToken: token,
          style,
          center: [FRANCE_CENTER.lng, FRANCE_CENTER.lat],
          zoom: DEFAULT_ZOOM,
        });
        const created = map;
        created.on('zoomend', () => {
          const wanted = mapStyleForZoom(created.getZoom());
          if (wanted === style) return;
          style = wanted;
          created.setStyle(wanted);
        });
        // Without coordinates there is no marker yet: a click on the map puts it there.
        created.on('click', (event) => {
          if (!markerRef.current) moveTo(event.lngLat);
        });
        setLoaded({ map: created, library });
      })
      .catch((error: unknown) => {
        console.error('[sale-editor] map', error);
        if (!cancelled) onFailed();
      });
    return () => {
      cancelled = true;
      markerRef.current?.remove();
      markerRef.current = null;
      map?.remove();
      setLoaded(null);
    };
  }, [loadLibrary, token, moveTo, onFailed]);

  const { lat, lng } = values;
  useEffect(() => {
    if (!loaded) return;
    if (lat === null || lng === null) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (markerRef.current) markerRef.current.setLngLat([lng, lat]);
    else {
      const marker = new loaded.library.Marker({ draggable: true, color: colors.accent })
        .setLngLat([lng, lat])
        .addTo(loaded.map);
      marker.on('dragend', () => moveTo(marker.getLngLat()));
      markerRef.current = marker;
    }
    if (droppedAt.current !== pointKey(lat, lng))
      loaded.map.jumpTo({ center: [lng, lat], zoom: ADDRESS_ZOOM });
  }, [loaded, lat, lng, moveTo]);

  return (
    <>
      <div
        ref={containerRef}
        className="se-map"
        style={{ height: MAP_HEIGHT_PX }}
        data-testid="map"
        role="region"
        aria-label={t('precisions_map_label')}
      />
      <p className="se-hint">
        {t(lat === null || lng === null ? 'precisions_map_click_hint' : 'precisions_map_drag_hint')}
      </p>
    </>
  );
}
