import { analyseGltf } from './analysis/analyse-gltf';
import { analyseObj } from './analysis/analyse-obj';
import { analysePly } from './analysis/analyse-ply';
import { analyseStl } from './analysis/analyse-stl';
import type { MeshAnalysis, TriangleSink } from './analysis/mesh-analysis';

/** glTF's unit is the metre (glTF 2.0 §3.6); the site reports millimetres, as the 3D viewer shows. */
function gltfInMillimetres(result: MeshAnalysis): MeshAnalysis {
  return {
    ...result,
    size: { x: result.size.x * 1000, y: result.size.y * 1000, z: result.size.z * 1000 },
    surfaceArea: result.surfaceArea * 1e6,
    volume: result.volume === null ? null : result.volume * 1e9,
    printability: result.printability && { ...result.printability, overhangArea: result.printability.overhangArea * 1e6 },
    // thinWalls is in millimetres already: the analyser measured it at GLTF_METRES_TO_MM.
  };
}

/** Analyses a mesh that can be read front to back (every analysed format but 3MF, a ZIP). */
export async function analyseMeshStream(body: AsyncIterable<Uint8Array>, format: string, sink?: TriangleSink): Promise<MeshAnalysis> {
  switch (format) {
    case 'stl':
      return analyseStl(body, sink);
    case 'obj':
      return analyseObj(body, sink);
    case 'ply':
      return analysePly(body, sink);
    case 'glb':
    case 'gltf':
      return gltfInMillimetres(await analyseGltf(body, format, undefined, sink));
    default:
      throw new Error(`No analyser for ${format}`);
  }
}
