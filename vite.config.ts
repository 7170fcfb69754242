import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.join(root, 'src', 'server') + path.sep;

// During `npm run dev` the API listens on 3001 (scripts/dev.mjs); Vite serves the web app and
// forwards everything the server answers itself.
const api = 'http://127.0.0.1:3001';

/**
 * Server code holds secrets and Node-only modules; if a web file imports it, fail the build (and
 * the dev request) instead of shipping it to browsers. Shared code belongs in src/shared.
 */
function serverImportBoundary(): Plugin {
  return {
    name: 'meshmandi:server-import-boundary',
    enforce: 'pre',
    load(id) {
      if (path.resolve(id.split('?')[0] ?? id).startsWith(serverDir)) {
        throw new Error(`${path.relative(root, id)} is server code and must not be imported by the web app (src/web); move what both need to src/shared.`);
      }
      return null;
    },
  };
}

export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [serverImportBoundary(), react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // The server caches /assets/* for a year as immutable, which is only safe because names carry a content hash.
    assetsDir: 'assets',
    // The server reads it to preload each page's own chunk with the page (decision 022).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Icons are tiny modules: one chunk for all rather than a request per icon on each page.
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/healthz': api,
      '/readyz': api,
    },
  },
});
