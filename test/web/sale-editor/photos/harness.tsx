import { useFakeClock as fakeClock } from '../../../support/fake-clock.js';
// The Photos tab's test harness: the kit store with a stub api (the five /v2/sell/photos calls,
// uploads answered by the test), a stub photo pipeline, fr texts and the one Formik form.
import { ApiError, createAppStore, type AppStore, type EpicDependencies } from '@immo/kit';
import { createTestI18n } from '@immo/kit/testing';
import { defaultSaleFormValues, translate, validateSaleForm, type SaleFormValues } from '@immo/core';
import { act, render } from '@testing-library/react';
import { Formik } from 'formik';
import sinon from 'sinon';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  HeicUnavailableError,
  type PhotoProcessor,
} from '../../../../microfrontends/sale-editor/src/photos/photo-processing.js';
import {
  PhotosSetupContext,
  registerPhotos,
} from '../../../../microfrontends/sale-editor/src/photos/photos-store.js';
import {
  SaleFormStatusProvider,
  useSaleFormStatus,
} from '../../../../microfrontends/sale-editor/src/sale-form/sale-form-status.js';
import { PhotosTab } from '../../../../microfrontends/sale-editor/src/tabs/photos-tab.js';

export const NOW = Date.parse('2026-03-02T10:00:00Z');

export interface ApiCall {
  path: string;
  method: string;
  json?: unknown;
  form?: Record<string, string>;
  fileName?: string;
}

interface PendingUpload {
  call: ApiCall;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ServerImageFixture {
  id: number;
  url: string;
  legend: string;
  size: number;
}

/** A stub of the kit's apiRequest: records every call; uploads wait for the test to answer them. */
export function fakePhotosApi(options: { images?: ServerImageFixture[]; failing?: RegExp[] } = {}) {
  const calls: ApiCall[] = [];
  const uploads: PendingUpload[] = [];
  let nextId = 500;
  const api = (async (path: string, request: { method?: string; json?: unknown; body?: unknown } = {}) => {
    const call: ApiCall = { path, method: request.method ?? 'GET' };
    if (request.json !== undefined) call.json = request.json;
    if (request.body instanceof FormData) {
      call.form = {};
      for (const [name, value] of request.body.entries()) {
        if (typeof value === 'string') call.form[name] = value;
        else call.fileName = (value as File).name;
      }
    }
    calls.push(call);
    if (options.failing?.some((pattern) => pattern.test(`${call.method} ${path}`))) {
      throw new ApiError(500, 'http_500', 'Erreur serveur');
    }
    if (path.startsWith('/v2/sell/photos/get-photos-bien/'))
      return { data: { images: options.images ?? [] } };
    if (path.startsWith('/v2/sell/photos/upload-single/')) {
      return new Promise((resolve, reject) =>
        uploads.push({ call, resolve: resolve as (answer: unknown) => void, reject }),
      );
    }
    return { ok: true };
  }) as EpicDependencies['api'];

  return {
    api,
    calls,
    uploads,
    callsTo: (pattern: RegExp) => calls.filter((call) => pattern.test(`${call.method} ${call.path}`)),
    /** Answers the n-th upload (in call order) as the server does. */
    succeed(index: number, id = nextId++) {
      const upload = uploads[index];
      if (!upload) throw new Error(`no upload #${index}`);
      upload.resolve({
        id,
        data: { url: `/media/photos/${id}`, size: 1234, originalName: upload.call.fileName },
      });
      return id;
    },
    fail(index: number, status: number, message = '') {
      const upload = uploads[index];
      if (!upload) throw new Error(`no upload #${index}`);
      upload.reject(new ApiError(status, `http_${status}`, message));
    },
  };
}

export type FakePhotosApi = ReturnType<typeof fakePhotosApi>;

/** The pipeline without a canvas: files pass as they are; HEIC is refused unless a converter is given. */
export function stubProcessor(
  options: { heic?: boolean; broken?: string[]; delays?: Record<string, number> } = {},
): PhotoProcessor & {
  released: string[];
  started: string[];
} {
  const released: string[] = [];
  const started: string[] = [];
  return {
    released,
    started,
    async prepare(file, { needsHeicConversion }) {
      started.push(file.name);
      const delay = options.delays?.[file.name];
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (options.broken?.includes(file.name)) throw new Error('decode failed');
      if (needsHeicConversion) {
        if (!options.heic) throw new HeicUnavailableError();
        return {
          file: new Blob(['jpeg'], { type: 'image/jpeg' }),
          fileName: file.name.replace(/\.hei[cf]$/i, '.jpg'),
        };
      }
      return { file, fileName: file.name };
    },
    previewUrl: (file) => `blob:preview/${(file as File).name}`,
    releasePreview: (url) => {
      released.push(url);
    },
  };
}

export const jpeg = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
export const png = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/png' });
export const heic = (name: string) => new File([new Uint8Array(64)], name, { type: '' });
export const pdf = (name: string) => new File([new Uint8Array(64)], name, { type: 'application/pdf' });

export const fakeTimers = () => fakeClock(NOW);

export function photosStore(fake: FakePhotosApi, processor: PhotoProcessor = stubProcessor()) {
  const logger = { warn: sinon.spy() };
  const store = createAppStore({
    api: fake.api,
    now: () => Date.now(),
    random: () => 0.5,
    reload: () => {},
    navigate: () => {},
  });
  registerPhotos(store, { processor, logger });
  return { store, logger };
}

/** Lets promises settle and the clock move, inside act() so React renders what changed. */
export async function flush(clock: sinon.SinonFakeTimers, ms = 0) {
  await act(async () => {
    await clock.tickAsync(ms);
  });
}

function UploadingProbe() {
  const { uploading } = useSaleFormStatus();
  return <output data-testid="form-uploading">{uploading ? 'uploading' : 'idle'}</output>;
}

/** The form's own validate: core's rules, each error translated (as the container maps them). */
const validate = (values: SaleFormValues) => {
  const { errors } = validateSaleForm(values, { now: Date.now() });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, translate(error!.code, 'fr', error!.params)]),
  );
};

export function renderPhotosTab(options: {
  store: AppStore;
  processor?: PhotoProcessor;
  bienId?: number | null;
  values?: Partial<SaleFormValues>;
}) {
  const processor = options.processor ?? stubProcessor();
  const setup = { processor, logger: { warn: () => {} } };
  const i18n = createTestI18n('fr');
  const tree = (showTab: boolean) => (
    <Provider store={options.store}>
      <I18nextProvider i18n={i18n}>
        <PhotosSetupContext.Provider value={setup}>
          <SaleFormStatusProvider>
            <Formik
              initialValues={{ ...defaultSaleFormValues(), ...options.values }}
              validate={validate}
              validateOnChange
              onSubmit={() => {}}
            >
              <form>
                {showTab && (
                  <PhotosTab
                    bienId={options.bienId === undefined ? 42 : options.bienId}
                    roleAssistance={false}
                  />
                )}
                <UploadingProbe />
              </form>
            </Formik>
          </SaleFormStatusProvider>
        </PhotosSetupContext.Provider>
      </I18nextProvider>
    </Provider>
  );
  const view = render(tree(true));
  /** The container drops the tab (another page of the form) while the rest stays. */
  const hideTab = () => view.rerender(tree(false));
  return { ...view, hideTab };
}
