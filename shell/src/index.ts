// An async boundary: shared singletons (react, the kit…) are negotiated before the app's code runs.
import('./bootstrap.js');
