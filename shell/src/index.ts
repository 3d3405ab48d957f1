// The page's texts, fetched now beside the shell's code rather than after it: the language the server
// wrote the page in (its <html lang>, chosen by the same rules as the kit's initialLocale). The kit's
// loadShellCatalogue then finds the chunk loaded; a wrong guess costs the bytes, not the texts.
if (document.documentElement.lang === 'en')
  void import(/* webpackChunkName: "shell-texts-en" */ './messages/en?catalogue');
else void import(/* webpackChunkName: "shell-texts-fr" */ './messages/fr?catalogue');

// An async boundary: shared singletons (react, the kit…) are negotiated before the app's code runs.
// In the next task: this one evaluated the federation runtime; the negotiation (the share scope's
// versions compared, a script element added per library chunk) doubled it (19 ms of CPU unthrottled,
// ≈ 75 ms at Lighthouse's ×4: a long task of its own when apart).
setTimeout(() => void import('./bootstrap.js'), 0);
