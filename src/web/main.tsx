import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageFor } from './app/page-modules';
import './app/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount the app into.');
const root = createRoot(container);

/** The server's drawing of the page is inert (it is not hydrated); once the app has drawn over it, it is live. */
function LiveWhenDrawn() {
  useLayoutEffect(() => container?.removeAttribute('inert'), []);
  return null;
}

function render() {
  // A transition renders in slices, yielding to the browser between them, so the first render is
  // no long task that holds up input (Lighthouse's total blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <LiveWhenDrawn />
      </StrictMode>,
    );
  });
}

// The server asked the browser to fetch this page's chunk along with this script (decision 022):
// waiting for it lets the first render draw the page itself rather than the spinner first. A chunk
// that fails to load is left to the router, which shows its error screen. (Not a top-level await:
// the bundler would split the entry's modules into many small chunks.)
preloadPageFor(window.location.pathname).then(render, render);
