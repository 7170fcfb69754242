/* global localStorage, window, document */
// Runs before the first paint (a blocking script in <head>, allowed by script-src 'self') so the
// page never flashes the wrong theme: the stored choice, else the system preference.
(function () {
  var stored;
  try {
    stored = localStorage.getItem('meshmandi.theme');
  } catch {
    stored = null;
  }
  var dark = stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
