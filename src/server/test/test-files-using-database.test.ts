import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testFilesUsingDatabase } from './test-files-using-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-db-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

it('keeps the files whose imports reach a database, however indirectly, and leaves pure ones out', () => {
  write('src/server/test/test-database.ts', 'export const freshTestDatabase = 1;\n');
  write('src/server/db/database.ts', 'export const openDatabase = 1;\n');
  write('src/server/test/test-app.ts', "import { freshTestDatabase } from './test-database';\nexport const createTestApp = freshTestDatabase;\n");
  write('src/server/harness.ts', "export { createTestApp } from './test/test-app';\n");
  write('src/server/a/uses-app.test.ts', "import { createTestApp } from '../test/test-app';\n");
  write('src/server/a/through-reexport.test.ts', "import { createTestApp } from '../harness.ts';\n");
  write('src/server/a/lazy.test.ts', "const load = () => import('../db/database');\n");
  write('src/server/b/cycle-one.ts', "import { two } from './cycle-two';\nexport const one = 1;\n");
  write('src/server/b/cycle-two.ts', "import { one } from './cycle-one';\nexport const two = 2;\n");
  write('src/server/b/pure.test.ts', "import { one } from './cycle-one';\nimport { expect } from 'vitest';\n");
  write('src/server/b/mentions-only.test.ts', "// see ../test/test-database for the database\nconst text = \"from '../db/database'\";\n");
  expect(testFilesUsingDatabase(root, 'src')).toEqual(['src/server/a/lazy.test.ts', 'src/server/a/through-reexport.test.ts', 'src/server/a/uses-app.test.ts']);
});

it('finds this project’s app-booting tests and leaves its parsers out', () => {
  const repo = path.resolve(import.meta.dirname, '../../..');
  const files = testFilesUsingDatabase(repo, 'src');
  expect(files).toContain('src/server/community/callables/comments/comments.test.ts');
  expect(files).toContain('src/server/db/open-postgres.test.ts');
  expect(files).not.toContain('src/server/models/analysis/analyse-stl.test.ts');
});
