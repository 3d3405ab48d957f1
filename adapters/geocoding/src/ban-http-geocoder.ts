import type { AddressSuggestion, Geocoder } from '@immo/core';

export const BAN_TIMEOUT_MS = 3_000;
export const BAN_SEARCH_LIMIT = 10;
/** The national address API refuses shorter queries (400); the forms only ask from 3 characters. */
export const BAN_MIN_QUERY_LENGTH = 3;

export type BanOperation = 'search' | 'reverse';

/** Why the address service gave no usable answer; handed to `onError`, never thrown. */
export class BanGeocoderError extends Error {
  constructor(
    message: string,
    readonly operation: BanOperation,
    readonly url: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BanGeocoderError';
  }
}

export interface BanHttpGeocoderOptions {
  /** The service root, e.g. 'https://api-adresse.data.gouv.fr'. */
  baseUrl: string;
  timeoutMs?: number;
  onError?: (error: BanGeocoderError) => void;
}

interface BanFeature {
  geometry?: { coordinates?: unknown };
  properties?: Record<string, unknown>;
}

/**
 * The Geocoder port over the national address API format (api-adresse / BAN):
 * `GET {base}/search/?q=…&limit=10[&postcode=…]` and `GET {base}/reverse/?lon=…&lat=…`, answering
 * GeoJSON features. A slow, failing or garbled answer gives no suggestion and is reported through
 * `onError`: an address lookup must never break the form that asked for it.
 */
export class BanHttpGeocoder implements Geocoder {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly onError: (error: BanGeocoderError) => void;

  constructor(options: BanHttpGeocoderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? BAN_TIMEOUT_MS;
    this.onError = options.onError ?? (() => undefined);
  }

  async search(text: string, postcode?: string): Promise<AddressSuggestion[]> {
    const query = text.trim();
    if (query.length < BAN_MIN_QUERY_LENGTH) return [];
    const params = new URLSearchParams({ q: query, limit: String(BAN_SEARCH_LIMIT) });
    const wantedPostcode = postcode?.trim();
    if (wantedPostcode && /^\d{5}$/.test(wantedPostcode)) params.set('postcode', wantedPostcode);
    const features = await this.features('search', `${this.baseUrl}/search/?${params}`);
    return features.flatMap((feature) => {
      const suggestion = toSuggestion(feature);
      return suggestion ? [suggestion] : [];
    });
  }

  async reverse(lat: number, lng: number): Promise<AddressSuggestion | null> {
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    const params = new URLSearchParams({ lon: String(lng), lat: String(lat) });
    const features = await this.features('reverse', `${this.baseUrl}/reverse/?${params}`);
    for (const feature of features) {
      const suggestion = toSuggestion(feature);
      if (suggestion) return suggestion;
    }
    return null;
  }

  /** The answer's features, or none after reporting why. */
  private async features(operation: BanOperation, url: string): Promise<BanFeature[]> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(url, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        // Drain the body so the connection is released.
        await response.arrayBuffer().catch(() => undefined);
        throw new BanGeocoderError(
          `address service answered ${response.status}`,
          operation,
          url,
          response.status,
        );
      }
      const body: unknown = await response.json();
      const features = (body as { features?: unknown } | null)?.features;
      if (!Array.isArray(features)) {
        throw new BanGeocoderError('address service answered without a features list', operation, url);
      }
      return features.filter(
        (feature): feature is BanFeature => typeof feature === 'object' && feature !== null,
      );
    } catch (error) {
      this.onError(describe(error, operation, url, controller.signal.aborted, this.timeoutMs));
      return [];
    } finally {
      clearTimeout(timer);
    }
  }
}

function describe(
  error: unknown,
  operation: BanOperation,
  url: string,
  timedOut: boolean,
  timeoutMs: number,
): BanGeocoderError {
  if (error instanceof BanGeocoderError) return error;
  if (timedOut) {
    return new BanGeocoderError(
      `address service did not answer within ${timeoutMs} ms`,
      operation,
      url,
      undefined,
      {
        cause: error,
      },
    );
  }
  if (error instanceof SyntaxError) {
    return new BanGeocoderError('address service answered malformed JSON', operation, url, undefined, {
      cause: error,
    });
  }
  return new BanGeocoderError('address service unreachable', operation, url, undefined, { cause: error });
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A feature as a suggestion; null when it has no usable point. */
export function toSuggestion(feature: BanFeature): AddressSuggestion | null {
  const coordinates = feature.geometry?.coordinates;
  if (!Array.isArray(coordinates)) return null;
  const [longitude, latitude] = coordinates as unknown[];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return null;
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  const properties = feature.properties ?? {};
  const citycode = text(properties.citycode);
  return {
    nom: text(properties.name) || text(properties.label),
    codePostal: text(properties.postcode),
    codeInsee: citycode,
    ville: text(properties.city),
    departement: departmentOf(text(properties.context), citycode),
    type: text(properties.type),
    latitude,
    longitude,
  };
}

/**
 * The department code opens the context ('74, Haute-Savoie, Auvergne-Rhône-Alpes'); without a
 * context it is the start of the INSEE code (three digits overseas: 971…989).
 */
export function departmentOf(context: string, citycode: string): string {
  const first = context.split(',')[0]!.trim();
  if (/^(\d{2,3}|2[AB])$/i.test(first)) return first.toUpperCase();
  if (/^9[78]/.test(citycode)) return citycode.slice(0, 3);
  return citycode.slice(0, 2);
}
