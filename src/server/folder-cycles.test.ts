import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 29: the server's folders are to import each other without a cycle. Wiring (periodic tasks,
// event queues) moved to composition/, ids to db/ and session reading to auth/ took the one cycle of
// 22 folders down to one of 6: domains reaching into each other (decision 060). Withdrawal holds and
// the live book's "real money" rule moved down into money, and an account's deletion up into
// accounts/, took community, money, payments and payouts out (decision 063); the rule that a hidden
// model stays private is the model's own (models/refuse-if-hidden.ts), which took the last cycle,
// models and moderation, apart. Each callable's handler then moved from functions/<area>/ into its
// domain's callables/ (decision 068), implement() down into callables/ and the registry up into
// composition/; four small moves kept the folders apart (achievements/ out of community, the card's
// columns and a viewer's marks into models, sign-up attempts into accounts, held uploads into
// uploads). This holds the line: no folder may join a cycle.

const root = fileURLToPath(new URL('.', import.meta.url));
const RUNTIME_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"](\.[^'"]+)['"]/gm;

function productFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) {
      if (entry !== 'test') productFiles(file, out);
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(file);
  }
  return out;
}

const folderOf = (file: string) => {
  const parts = relative(root, file).split('/');
  return parts.length > 1 ? parts[0]! : null;
};

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Each folder's runtime imports of other server folders (type-only imports erase at build). */
function folderEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of productFiles(root)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      const to = target?.startsWith(root) ? folderOf(target) : null;
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

/** Folders in a strongly connected set of more than one (Tarjan). */
function foldersInCycles(edges: Map<string, Set<string>>): string[] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const set: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      set.push(w);
    } while (w !== v);
    if (set.length > 1) found.push(...set);
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found.sort();
}

describe('server folders', () => {
  it('import each other without a cycle', () => {
    expect(foldersInCycles(folderEdges()), 'folders in an import cycle').toEqual([]);
  });

  it('keep the platform below the domains: jobs, events, storage, mail, callables and db import no domain', () => {
    const edges = folderEdges();
    const platform = ['db', 'jobs', 'events', 'storage', 'mail', 'callables'];
    const reaches = platform.flatMap((f) => [...(edges.get(f) ?? [])].filter((to) => !platform.includes(to)).map((to) => `${f} → ${to}`));
    expect(reaches).toEqual([]);
  });
});
