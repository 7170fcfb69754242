import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a test file gets a database: the per-file fresh copy, or opening one directly. A file whose
 * imports (followed through the project's own files) reach none of these runs the same on PGlite and
 * PostgreSQL, so the PostgreSQL run leaves it out (issue 29 item 4).
 */
const DATABASE_DOORS = ['src/server/test/test-database.ts', 'src/server/db/database.ts', 'src/server/db/open-pglite.ts', 'src/server/db/open-postgres.ts'];

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function resolveLocal(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function localImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const resolved = resolveLocal(file, (match[1] ?? match[2])!);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The test files under `root/dir` that reach a database through their imports, relative to root. */
export function testFilesUsingDatabase(root: string, dir: string): string[] {
  const doors = new Set(DATABASE_DOORS.map((door) => path.join(root, door)));
  const importsOf = new Map<string, string[]>();
  const reachesDoor = (testFile: string): boolean => {
    const seen = new Set([testFile]);
    const queue = [testFile];
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (doors.has(file)) return true;
      let next = importsOf.get(file);
      if (!next) importsOf.set(file, (next = localImports(file)));
      for (const imported of next) {
        if (!seen.has(imported)) {
          seen.add(imported);
          queue.push(imported);
        }
      }
    }
    return false;
  };
  const top = path.join(root, dir);
  return (fs.readdirSync(top, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(top, file))
    .filter(reachesDoor)
    .map((file) => path.relative(root, file))
    .sort();
}
