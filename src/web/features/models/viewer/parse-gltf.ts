import type { Mesh, MeshStandardMaterial, Object3D } from 'three';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { packBuffers, readGltf, writeGlb, type GltfDocument } from './gltf-container';
import { ModelFileError } from './model-file-error';
import { decodeBaseColourTextures } from './gltf-textures';
import { meshesFromObject, type MeshLook } from './meshes-from-object';
import type { MeshData } from './model-format';
import { GLTF_METRES_TO_MM } from '../../../../shared/geometry/gltf-units';

// glTF distances are metres (glTF 2.0 §3.4); the viewer works in millimetres.
const METRES_TO_MM = GLTF_METRES_TO_MM;

type MaterialJson = Record<string, unknown> & { pbrMetallicRoughness?: Record<string, unknown> };

/**
 * Keeps the geometry and each material's base colour, and takes every texture reference out of the
 * materials: the loader would fetch the images (a worker has no <img>), so the base colour texture
 * is decoded separately (gltf-textures.ts) and the other maps are not drawn.
 */
function keepDrawable(json: GltfDocument): void {
  const used = json.extensionsUsed ?? [];
  if (used.includes('KHR_draco_mesh_compression')) {
    throw new ModelFileError('This glTF file uses Draco mesh compression, which the 3D view cannot read.');
  }
  for (const material of (json as { materials?: MaterialJson[] }).materials ?? []) {
    for (const key of ['normalTexture', 'occlusionTexture', 'emissiveTexture', 'extensions']) delete material[key];
    if (material.pbrMetallicRoughness) {
      delete material.pbrMetallicRoughness.baseColorTexture;
      delete material.pbrMetallicRoughness.metallicRoughnessTexture;
    }
  }
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

/** GLB, or .gltf with its buffers embedded as data: URIs, drawn from one packed GLB; node transforms are baked in, material colours and base colour textures kept. */
export async function parseGltf(buffer: ArrayBuffer, kind: 'glb' | 'gltf'): Promise<MeshData[]> {
  const { json, bin } = readGltf(buffer, kind);
  if (!json.asset?.version?.startsWith('2')) throw new ModelFileError('Only glTF 2.0 files can be shown.');
  const packed = packBuffers(json, bin);
  const textures = await decodeBaseColourTextures(json, packed);
  keepDrawable(json);
  const gltf = await load(writeGlb(json, packed));
  const look = (mesh: Mesh): MeshLook | undefined => {
    const material = (Array.isArray(mesh.material) ? mesh.material[0] : mesh.material) as MeshStandardMaterial | undefined;
    // The loader's default material (a primitive without one) is no colour of the file's.
    const index = material && (gltf.parser.associations.get(material) as { materials?: number } | undefined)?.materials;
    if (material === undefined || index === undefined) return undefined;
    const texture = textures.get(index);
    return { color: [material.color.r, material.color.g, material.color.b], ...(texture ? { texture } : {}) };
  };
  // A file without scenes still has meshes: show each once, where it stands.
  const roots: Object3D[] = gltf.scene ? [gltf.scene] : ((await gltf.parser.getDependencies('mesh')) as Object3D[]);
  return roots.flatMap((root) => meshesFromObject(root, METRES_TO_MM, look));
}
