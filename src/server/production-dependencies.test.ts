import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';

/** Every package a file imports at run time (type-only imports are gone once built). */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*import\s+(?!type\b)[^'"]*?\s+from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*export\s+(?!type\b)[^'"]*?\s+from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:') && !specifier.startsWith('/'))
    .map((specifier) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    // Test helpers run only under the test runner, with the development packages installed.
    if (file.includes(`${path.sep}server${path.sep}test${path.sep}`) || entry.name.endsWith('-test-site.ts')) return [];
    // So do helpers for the tests that sit beside the code (fixtures): they import the test runner.
    if (/from\s+['"]vitest['"]/.test(fs.readFileSync(file, 'utf8'))) return [];
    return [file];
  });
}

// Issue 11: production installs only `dependencies` (npm ci --omit=dev) and runs the built server.
// The server bundle and the server render of the web app keep their packages external, so every
// package the server, shared and web code imports at run time must be a dependency, and the build
// tools must not be.
describe('production dependencies', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };

  it('hold every package the server, shared and web code import at run time', () => {
    const missing = new Map<string, string>();
    for (const dir of ['src/server', 'src/shared', 'src/web']) {
      for (const file of sourceFiles(path.join(projectRoot, dir))) {
        for (const name of runtimeImports(file)) {
          if (!(name in manifest.dependencies)) missing.set(name, path.relative(projectRoot, file));
        }
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('leave the build tools to development', () => {
    for (const tool of ['vite', '@vitejs/plugin-react', '@tailwindcss/vite', 'tailwindcss', 'esbuild', 'drizzle-kit', 'typescript']) {
      expect(manifest.dependencies, tool).not.toHaveProperty(tool);
      expect(manifest.devDependencies, tool).toHaveProperty(tool);
    }
  });
});
