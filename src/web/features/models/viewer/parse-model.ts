import { MODEL_FILE_ERRORS } from '../../../../shared/constants/model-file-errors';
import { ModelFileError } from './model-file-error';
import { formatLabel, type MeshData, type ModelBounds, type ModelFormat, type ParsedModel } from './model-format';
import { parse3mf } from './parse-3mf';
import { parseGltf } from './parse-gltf';
import { parseObj } from './parse-obj';
import { parsePly } from './parse-ply';
import { parseStl } from './parse-stl';

async function meshesOf(buffer: ArrayBuffer, format: ModelFormat): Promise<MeshData[]> {
  switch (format) {
    case 'stl':
      return parseStl(buffer);
    case 'obj':
      return parseObj(buffer);
    case 'ply':
      return parsePly(buffer);
    case '3mf':
      return parse3mf(buffer);
    case 'glb':
    case 'gltf':
      return parseGltf(buffer, format);
  }
}

/**
 * Checks every triangle's vertices exist and are finite while measuring the bounds: a bad index
 * would otherwise draw garbage or nothing, and a NaN would spoil the camera fit.
 */
function measure(meshes: MeshData[], format: ModelFormat): { bbox: ModelBounds; triangles: number } {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let triangles = 0;
  const visit = (p: Float32Array, at: number): void => {
    for (let axis = 0; axis < 3; axis++) {
      const value = p[at + axis]!;
      if (!Number.isFinite(value)) throw new ModelFileError(MODEL_FILE_ERRORS.nonFiniteCoordinate);
      if (value < min[axis]!) min[axis] = value;
      if (value > max[axis]!) max[axis] = value;
    }
  };
  for (const { positions, indices } of meshes) {
    const vertexCount = positions.length / 3;
    if (indices) {
      triangles += Math.floor(indices.length / 3);
      for (let i = 0; i < indices.length; i++) {
        const index = indices[i]!;
        if (index >= vertexCount) throw new ModelFileError(MODEL_FILE_ERRORS.missingVertex(formatLabel(format)));
        visit(positions, index * 3);
      }
    } else {
      triangles += Math.floor(vertexCount / 3);
      for (let at = 0; at + 2 < positions.length; at += 3) visit(positions, at);
    }
  }
  return { bbox: { min, max }, triangles };
}

/** Reads a model file into meshes in millimetres; runs in the parse worker, so it may take its time. */
export async function parseModel(buffer: ArrayBuffer, format: ModelFormat): Promise<ParsedModel> {
  let meshes: MeshData[];
  try {
    meshes = await meshesOf(buffer, format);
  } catch (error) {
    if (error instanceof ModelFileError) throw error;
    // three's loaders throw on damaged input with messages meant for developers.
    throw new ModelFileError(`It may be damaged, or not really in ${formatLabel(format)} format.`, error instanceof Error ? error.message : String(error));
  }
  const { bbox, triangles } = measure(meshes, format);
  if (triangles === 0) throw new ModelFileError(MODEL_FILE_ERRORS.noTriangles);
  const coloured = meshes.some((mesh) => mesh.color !== undefined || mesh.colors !== undefined || mesh.texture !== undefined);
  return { meshes, bbox, triangles, coloured };
}
