// The remote on its own, for its team: `npm run dev -w @immo/property-page` (API on :3000).
import('./bootstrap.js');
