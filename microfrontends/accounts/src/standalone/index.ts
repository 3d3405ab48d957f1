// The remote on its own, for its team: `npm run dev -w @immo/accounts` (API on :3000).
import('./bootstrap.js');
