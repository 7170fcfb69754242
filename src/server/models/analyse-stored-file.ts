import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage/storage';
import { analyse3mf } from './analysis/analyse-3mf';
import { analyseGltf } from './analysis/analyse-gltf';
import { analyseObj } from './analysis/analyse-obj';
import { analysePly } from './analysis/analyse-ply';
import { analyseStl } from './analysis/analyse-stl';
import type { MeshAnalysis } from './analysis/mesh-analysis';
import { newId } from './new-id';

/** glTF's unit is the metre (glTF 2.0 §3.6); the site reports millimetres, as the 3D viewer shows. */
function gltfInMillimetres(result: MeshAnalysis): MeshAnalysis {
  return {
    ...result,
    size: { x: result.size.x * 1000, y: result.size.y * 1000, z: result.size.z * 1000 },
    surfaceArea: result.surfaceArea * 1e6,
    volume: result.volume === null ? null : result.volume * 1e9,
  };
}

/**
 * Analyses one stored file. Stream formats read straight from storage; 3MF is a ZIP, which needs
 * random access, so it is first copied to a temporary file (streamed, never held in memory).
 */
export async function analyseStoredFile(storage: Storage, key: string, format: string, tempDir = os.tmpdir()): Promise<MeshAnalysis> {
  if (format === '3mf') {
    await fsp.mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `analysis-${newId()}.3mf`);
    try {
      await pipeline((await storage.get(key)).body, fs.createWriteStream(temp));
      return await analyse3mf(temp);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }
  const body = (await storage.get(key)).body;
  try {
    switch (format) {
      case 'stl':
        return await analyseStl(body);
      case 'obj':
        return await analyseObj(body);
      case 'ply':
        return await analysePly(body);
      case 'glb':
      case 'gltf':
        return gltfInMillimetres(await analyseGltf(body, format));
      default:
        throw new Error(`No analyser for ${format}`);
    }
  } finally {
    body.destroy();
  }
}
