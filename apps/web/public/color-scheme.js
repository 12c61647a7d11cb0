// Runs before the app's script (index.html loads it without defer): sets the stored colour scheme on <html> so a
// dark-mode user never sees a white page first. Same key and values as Mantine's localStorage manager
// (src/app/color-scheme.ts). A file, not inline, because the CSP allows scripts from 'self' only.
/* global window, document */
(function () {
  try {
    var value = window.localStorage.getItem('mantine-color-scheme-value');
    var dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
    var scheme = value === 'dark' || (value === 'auto' && dark) ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  } catch {
    // Private mode may refuse storage: the light scheme stays.
  }
})();
