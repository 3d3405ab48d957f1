import { declareRemote } from '@immo/kit';
import packageJson from '../package.json' with { type: 'json' };

/** This remote in error reports: its federation name (webpack.config.mjs) and its version. */
export const PROPERTY_PAGE_REMOTE = declareRemote({ name: 'property_page', version: packageJson.version });
