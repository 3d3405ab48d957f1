import { useFakeClock as fakeClock } from '../../../support/fake-clock.js';
// Renders the Précisions tab as the sale form does: one Formik form validated on change by the form's
// validator (core's rules, messages translated), the kit's store with fake epic dependencies, the
// French catalogue.
import { defaultSaleFormValues, type AddressSuggestion, type Locale, type SaleFormValues } from '@immo/core';
import { ApiError, createAppStore, type EpicDependencies, type RequestOptions } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { act, render } from '@testing-library/react';
import { Formik, type FormikProps } from 'formik';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import sinon from 'sinon';
import {
  MapLibraryContext,
  type LoadMapLibrary,
} from '../../../../microfrontends/sale-editor/src/localisation/mapbox-loader.js';
import { saleFormValidator } from '../../../../microfrontends/sale-editor/src/sale-form/validation.js';
import { PrecisionsTab } from '../../../../microfrontends/sale-editor/src/tabs/precisions-tab.js';

export const ANNECY: AddressSuggestion = {
  nom: '12 rue Sainte-Claire',
  codePostal: '74000',
  ville: 'Annecy',
  codeInsee: '74010',
  departement: '74',
  type: 'street',
  latitude: 45.89921,
  longitude: 6.12522,
};

export const ANNEMASSE: AddressSuggestion = {
  nom: 'Annemasse',
  codePostal: '74100',
  ville: 'Annemasse',
  codeInsee: '74012',
  departement: '74',
  type: 'municipality',
  latitude: 46.19439,
  longitude: 6.23775,
};

export interface FakeServer {
  /** GET /api/config's mapboxToken. */
  mapboxToken?: string | null;
  /** POST /api/map/search/ by the text sent. */
  search?: (text: string) => AddressSuggestion[] | Promise<AddressSuggestion[]>;
  /** GET /api/map/reverse: null answers 404. */
  reverse?: (lat: number, lng: number) => AddressSuggestion | null;
}

export type ApiStub = sinon.SinonStub<[string, RequestOptions?], Promise<unknown>>;

export function fakeApi(server: FakeServer = {}): ApiStub {
  const api = sinon.stub<[string, RequestOptions?], Promise<unknown>>();
  api.callsFake(async (path, options) => {
    if (path === '/api/config') return { mapboxToken: server.mapboxToken ?? null };
    if (path === '/api/map/search/') {
      const text = (options?.json as { text: string }).text;
      return (await server.search?.(text)) ?? [];
    }
    if (path.startsWith('/api/map/reverse?')) {
      const query = new URLSearchParams(path.split('?')[1]);
      const found = server.reverse?.(Number(query.get('lat')), Number(query.get('lng'))) ?? null;
      if (found === null) throw new ApiError(404, 'not_found', 'Ressource introuvable');
      return found;
    }
    throw new ApiError(404, 'not_found', `unexpected call ${path}`);
  });
  return api;
}

/** The calls made to one path. */
export const callsTo = (api: ApiStub, path: string) =>
  api.getCalls().filter((call) => call.args[0].startsWith(path));

export function renderPrecisions(
  options: {
    values?: Partial<SaleFormValues>;
    api?: ApiStub;
    mapLibrary?: LoadMapLibrary;
    locale?: Locale;
  } = {},
) {
  const api = options.api ?? fakeApi();
  const dependencies: EpicDependencies = {
    api: api as unknown as EpicDependencies['api'],
    now: () => Date.now(),
    random: () => 0.5,
    reload: () => {},
    navigate: () => {},
  };
  const store = createAppStore(dependencies);
  const i18n = createTestI18n(options.locale ?? 'fr');
  const form: { current: FormikProps<SaleFormValues> | null } = { current: null };
  // The form container's validation: core's rules, messages translated.
  const validate = saleFormValidator((code, params) => i18n.t(code, params), Date.now);
  const tab = <PrecisionsTab bienId={null} roleAssistance={false} />;
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <Formik
          innerRef={(instance) => {
            form.current = instance;
          }}
          initialValues={{ ...defaultSaleFormValues(), ...options.values }}
          validate={validate}
          validateOnChange
          onSubmit={() => {}}
        >
          {(formik) => (
            <form onSubmit={formik.handleSubmit} noValidate>
              {options.mapLibrary ? (
                <MapLibraryContext.Provider value={options.mapLibrary}>{tab}</MapLibraryContext.Provider>
              ) : (
                tab
              )}
              <button type="submit">Enregistrer</button>
            </form>
          )}
        </Formik>
      </I18nextProvider>
    </Provider>,
  );
  const values = (): SaleFormValues => {
    if (!form.current) throw new Error('the form is not rendered');
    return form.current.values;
  };
  return { ...view, api, store, values };
}

/** Lets promises, epics and React settle (real timers). */
export const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Fake timers for the debounces (only the timers and the date: see test/support/fake-clock.ts). */
export const useFakeClock = (now = new Date('2026-03-02T10:00:00Z').getTime()) => fakeClock(now);

/** The message shown under a field (the form's FieldError), or null. */
export const errorOf = (name: string): string | null =>
  document.querySelector(`[data-testid="field-error-${name}"]`)?.textContent ?? null;

/** Whether the field's label carries the required marker. */
export const markedRequired = (name: string): boolean => {
  const control = document.querySelector(`[name="${name}"]`);
  const field = control?.closest('.ns-field');
  if (!field) throw new Error(`no field ${name}`);
  return field.querySelector('.ns-label .ns-required') !== null;
};
