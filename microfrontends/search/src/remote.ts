import { declareRemote } from '@immo/kit';
import packageJson from '../package.json' with { type: 'json' };

/** This remote in error reports: its federation name (webpack.config.mjs) and its version. */
export const SEARCH_REMOTE = declareRemote({ name: 'search', version: packageJson.version });
