/** The model file formats the 3D view reads; the upload page and the model page use the same names. */
export type ModelFormat = 'stl' | 'obj' | '3mf' | 'ply' | 'glb' | 'gltf';

/** One drawable mesh, already in world space and in millimetres, ready to become a BufferGeometry. */
export interface MeshData {
  positions: Float32Array;
  /** Absent when the file has none: the material then shades each triangle flat. */
  normals?: Float32Array;
  /** Absent for triangle soups (STL, OBJ): every three positions are one triangle. */
  indices?: Uint32Array;
  /** The file's colours, drawn unless the visitor asks for the plain material. All linear RGB, 0–1. */
  /** One colour for the whole mesh (a glTF material's base colour). */
  color?: [number, number, number];
  /** A colour per vertex (PLY and OBJ vertex colours, glTF COLOR_0, 3MF colour groups and base materials). */
  colors?: Float32Array;
  /** Texture coordinates for `texture` (glTF TEXCOORD_0). */
  uvs?: Float32Array;
  /** The base colour texture (glTF), decoded in the worker and moved to the page. */
  texture?: ImageBitmap;
}

/** Axis-aligned bounds in millimetres, in the file's own axes (the same axes the server's size uses). */
export interface ModelBounds {
  min: [number, number, number];
  max: [number, number, number];
}

export interface ParsedModel {
  meshes: MeshData[];
  /** Whether any mesh carries colours or a texture of its own: the viewer then offers the plain material as a switch. */
  coloured: boolean;
  bbox: ModelBounds;
  triangles: number;
}

export interface ParseRequest {
  buffer: ArrayBuffer;
  format: ModelFormat;
}

export type ParseResponse =
  | { ok: true; model: ParsedModel }
  | { ok: false; message: string; detail?: string };

/**
 * Printing formats are modelled with Z up (slicers, CAD); glTF is Y up by its specification, and OBJ
 * comes mostly from DCC tools (Blender, Maya) whose OBJ exporters write Y up.
 */
export function isZUp(format: ModelFormat): boolean {
  return format === 'stl' || format === '3mf' || format === 'ply';
}

/** Upper-case label for messages ("This STL file…"). */
export function formatLabel(format: ModelFormat): string {
  return format === 'gltf' ? 'glTF' : format.toUpperCase();
}
