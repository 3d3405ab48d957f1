// The remote on its own, for its team: `npm run dev -w @immo/search` (API on :3000).
import('./bootstrap.js');
