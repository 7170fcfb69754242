import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { implementations } from './callable-registry';

// A callable is found from its name in one domain's two places: its handler in
// src/server/<domain>/callables/ and its contract in src/shared/contracts/<domain>/, the one folder
// the browser's code may import from too (decision 072's addendum).
const server = path.resolve(import.meta.dirname, '..');

function handlerFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file));
}

it('keeps every callable’s contract in the shared folder named as the domain that answers it', () => {
  const misplaced: string[] = [];
  let found = 0;
  for (const domain of fs.readdirSync(server)) {
    const callables = path.join(server, domain, 'callables');
    if (domain === 'callables' || !fs.existsSync(callables)) continue;
    for (const file of handlerFiles(callables)) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [, contract] of source.matchAll(/\bimplement\(\s*(\w+)/g)) {
        const from = [...source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)].find(([, names]) => names!.split(',').some((name) => name.trim() === contract))?.[2];
        found += 1;
        const area = from?.match(/shared\/contracts\/([^/]+)\//)?.[1];
        if (area !== domain) misplaced.push(`${path.relative(server, file)}: ${contract} from ${from ?? 'nowhere'}`);
      }
    }
  }
  expect(misplaced).toEqual([]);
  // Every callable the registry serves was looked at.
  expect(found).toBe(implementations.size);
});
