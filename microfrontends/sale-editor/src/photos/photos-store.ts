import type { AppStore } from '@immo/kit';
import { createContext, useContext, useEffect } from 'react';
import { useStore } from 'react-redux';
import { browserHeicConverter } from './heic-converter.js';
import { createBrowserPhotoProcessor, type PhotoProcessor } from './photo-processing.js';
import { createPhotosEpic, type PhotosLogger } from './photos-epic.js';
import { PHOTOS_KEY, isPhotosBusy, photosOpened, photosReducer, selectPhotos } from './photos-state.js';

export interface PhotosSetup {
  processor: PhotoProcessor;
  logger?: PhotosLogger;
}

let browserSetup: PhotosSetup | null = null;
const defaultSetup = (): PhotosSetup =>
  (browserSetup ??= { processor: createBrowserPhotoProcessor({ heicConverter: browserHeicConverter }) });

/** The photo pipeline and logger of the tab; tests provide their own. */
export const PhotosSetupContext = createContext<PhotosSetup | null>(null);

const registered = new WeakSet<object>();

/** Injects the photos state and starts its epic in the shell's store, once per store. */
export function registerPhotos(store: AppStore, setup: PhotosSetup): void {
  if (registered.has(store)) return;
  if (typeof store.injectReducer !== 'function' || typeof store.addEpic !== 'function') {
    throw new Error('The sale editor needs the kit store (createAppStore) with injectReducer and addEpic.');
  }
  registered.add(store);
  store.injectReducer(PHOTOS_KEY, photosReducer);
  store.addEpic(PHOTOS_KEY, createPhotosEpic(setup));
}

/**
 * The kit store of the shell. The photos state is registered (and the sale's photos asked for) in
 * an effect: dispatching while rendering would update other components mid-render.
 */
export function usePhotosStore(bienId: number | null): AppStore {
  const store = useStore() as AppStore;
  const setup = useContext(PhotosSetupContext) ?? defaultSetup();
  useEffect(() => {
    registerPhotos(store, setup);
    if (bienId !== null) store.dispatch(photosOpened(bienId));
  }, [store, setup, bienId]);
  return store;
}

/**
 * Tells the form container whether photos are being prepared or uploaded, so its submit button
 * shows 'Chargement...'. The report outlives the tab: a batch that ends after the user switched to
 * another tab still turns the flag off.
 */
export function useUploadingReport(store: AppStore, setUploading: (uploading: boolean) => void): void {
  useEffect(() => {
    const busy = () => isPhotosBusy(selectPhotos(store.getState()));
    setUploading(busy());
    const unsubscribe = store.subscribe(() => setUploading(busy()));
    return () => {
      unsubscribe();
      if (!busy()) return;
      const untilIdle = store.subscribe(() => {
        if (busy()) return;
        untilIdle();
        setUploading(false);
      });
    };
  }, [store, setUploading]);
}
