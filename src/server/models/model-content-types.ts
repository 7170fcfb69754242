import type { ModelFormat } from '../../shared/constants/model-rules';

/** Served with downloads; registered IANA types where they exist. */
export const MODEL_CONTENT_TYPES: Record<ModelFormat, string> = {
  stl: 'model/stl',
  obj: 'model/obj',
  '3mf': 'model/3mf',
  ply: 'application/x-ply',
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  fbx: 'application/octet-stream',
  '3ds': 'application/x-3ds',
  dae: 'model/vnd.collada+xml',
  zip: 'application/zip',
};
