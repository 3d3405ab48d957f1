// The remote on its own, for its team: `npm run dev -w @immo/sale-editor` (API on :3000).
// An async boundary: shared singletons are negotiated before the app's code runs.
import('./bootstrap.js');
