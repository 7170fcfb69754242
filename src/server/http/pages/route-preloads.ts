import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../seo/escape-html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Where Vite writes the build's manifest (vite.config.ts: build.manifest). */
export const MANIFEST_PATH = '.vite/manifest.json';

/** The app proper, which the entry imports once the first screen has painted (src/web/main.tsx). */
const BOOT_MODULE = 'src/web/boot.tsx';

/**
 * The `<link>` tags that fetch the app's code and a page's own chunk (with the chunks they import)
 * while the entry script downloads, instead of after it has run (decision 022). What index.html
 * already loads is left out. Built once per page module from the build's manifest; without a
 * manifest there is nothing to add.
 */
export function createRoutePreloads(distDir: string): (pageModule: string | null) => string {
  const manifestFile = path.join(distDir, MANIFEST_PATH);
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const inIndexHtml = closure(entries);
  const indexCss = new Set(entries.flatMap((key) => manifest[key]!.css ?? []));

  const boot = manifest[BOOT_MODULE] ? [BOOT_MODULE] : [];

  const cache = new Map<string, string>();
  return (pageModule) => {
    const cacheKey = pageModule ?? '';
    const cached = cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const roots = pageModule ? [...boot, `src/web/${pageModule}.tsx`] : boot;
    const keys = [...closure(roots)].filter((key) => !inIndexHtml.has(key));
    const scripts = keys.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}">`);
    const styles = [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))]
      .filter((file) => !indexCss.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
    const tags = [...scripts, ...styles].join('\n    ');
    cache.set(cacheKey, tags);
    return tags;
  };
}
