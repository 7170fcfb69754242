import type { Object3D } from 'three';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { packBuffers, readGltf, writeGlb, type GltfDocument } from './gltf-container';
import { ModelFileError } from './model-file-error';
import { meshesFromObject } from './meshes-from-object';
import type { MeshData } from './model-format';

// glTF distances are metres (glTF 2.0 §3.4); the viewer works in millimetres.
const METRES_TO_MM = 1000;

/**
 * Removes what the view does not draw: materials, textures and images. A worker has no DOM to
 * decode images with, and our own material replaces the file's, so geometry is all that is kept.
 */
function keepGeometryOnly(json: GltfDocument): void {
  const used = json.extensionsUsed ?? [];
  if (used.includes('KHR_draco_mesh_compression')) {
    throw new ModelFileError('This glTF file uses Draco mesh compression, which the 3D view cannot read.');
  }
  delete json.materials;
  delete json.textures;
  delete json.images;
  delete json.samplers;
  for (const mesh of json.meshes ?? []) for (const primitive of mesh.primitives ?? []) delete primitive.material;
  const looks = /^(KHR_materials_|KHR_texture_|EXT_texture_|MSFT_texture_)/;
  json.extensionsUsed = used.filter((name) => !looks.test(name));
  if (json.extensionsRequired) json.extensionsRequired = json.extensionsRequired.filter((name) => !looks.test(name));
}

function load(glb: ArrayBuffer): Promise<GLTF> {
  const loader = new GLTFLoader();
  loader.setMeshoptDecoder(MeshoptDecoder);
  return new Promise((resolve, reject) => {
    try {
      loader.parse(glb, '', resolve, reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** GLB, or .gltf with its buffers embedded as data: URIs, drawn from one packed GLB; node transforms are baked in. */
export async function parseGltf(buffer: ArrayBuffer, kind: 'glb' | 'gltf'): Promise<MeshData[]> {
  const { json, bin } = readGltf(buffer, kind);
  if (!json.asset?.version?.startsWith('2')) throw new ModelFileError('Only glTF 2.0 files can be shown.');
  keepGeometryOnly(json);
  const packed = packBuffers(json, bin);
  const gltf = await load(writeGlb(json, packed));
  // A file without scenes still has meshes: show each once, where it stands.
  const roots: Object3D[] = gltf.scene ? [gltf.scene] : ((await gltf.parser.getDependencies('mesh')) as Object3D[]);
  return roots.flatMap((root) => meshesFromObject(root, METRES_TO_MM));
}
