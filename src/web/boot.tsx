import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageFor } from './app/page-modules';
import { preloadSignedInMenus } from './app/shell/top-bar';
import { peekPageData } from './lib/page-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app into.');

/** The server's drawing of the page is inert until the app has taken it over; then it is live. */
function LiveWhenDrawn() {
  useLayoutEffect(() => container?.removeAttribute('inert'), []);
  return null;
}

function render() {
  const app = (
    <StrictMode>
      <App />
      <LiveWhenDrawn />
    </StrictMode>
  );
  // The server drew the page from the same data (decision 022): hydrating takes its HTML over
  // rather than drawing it again. A mismatch makes React draw afresh and report it (an error in
  // the console, which the browser tests fail on).
  // In a transition, either renders in slices, yielding to the browser between them, so the first
  // render is no long task that holds up input (Lighthouse's total blocking time).
  startTransition(() => {
    if (container!.firstElementChild) hydrateRoot(container!, app);
    else createRoot(container!).render(app);
  });
}

// Waiting for this page's chunk lets the first render draw the page itself, as the server did,
// rather than the spinner. The same goes for a signed-in visitor's menus: a menu still loading
// during hydration stays the server's inert drawing, and a click on it is lost. A chunk that fails
// to load is left to the router, which shows its error screen. (Not a top-level await: the bundler
// would split the entry's modules into many small chunks.)
const signedIn = Boolean(peekPageData<{ account: unknown }>('getSession', {})?.account);
Promise.all([preloadPageFor(window.location.pathname), signedIn ? preloadSignedInMenus() : null]).then(render, render);
