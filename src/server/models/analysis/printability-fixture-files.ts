// Test support: every fixture with triangles, read by its analyser with a sink that keeps the
// triangles, so the streaming printability can be set beside referencePrintability's.
import fs from 'node:fs';
import path from 'node:path';
import { analyse3mf } from './analyse-3mf';
import { analyseGltf } from './analyse-gltf';
import { analyseObj } from './analyse-obj';
import { analysePly } from './analyse-ply';
import { analyseStl } from './analyse-stl';
import type { MeshAnalysis, TriangleSink } from './mesh-analysis';
import { fixtureName, fixtures, type Expected } from './stream-fixtures';

// 3 MB, so not copied: read from the shared fixtures beside the checkout when they are there.
export const BIG_3MF = path.resolve(fixtures, '../../../../../../shared/fixtures/3mf-consortium/material_multipletextures.3mf');

/** The local path of every fixture trimesh found triangles in (the big 3MF only where the shared fixtures are). */
export function meshFixtures(): string[] {
  const entries = ['expected.json', 'expected-gltf-3mf.json'].flatMap(
    (table) => JSON.parse(fs.readFileSync(path.join(fixtures, table), 'utf8')) as Expected[],
  );
  const names = new Set(entries.filter((e) => (e.triangles ?? 0) > 0).map((e) => path.basename(fixtureName(e))));
  return [...names].sort().map((name) => (name === path.basename(BIG_3MF) ? BIG_3MF : path.join(fixtures, name))).filter((file) => fs.existsSync(file));
}

export function analyseFixture(file: string, sink: TriangleSink): Promise<MeshAnalysis> {
  const lower = file.toLowerCase();
  const stream = () => fs.createReadStream(file);
  if (lower.endsWith('.3mf')) return analyse3mf(file, undefined, sink);
  if (lower.endsWith('.glb')) return analyseGltf(stream(), 'glb', undefined, sink);
  if (lower.endsWith('.stl')) return analyseStl(stream(), sink);
  if (lower.endsWith('.obj')) return analyseObj(stream(), sink);
  if (lower.endsWith('.ply')) return analysePly(stream(), sink);
  throw new Error(`No analyser for ${file}`);
}
