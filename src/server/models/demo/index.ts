// The demo catalogue for `npm run seed:demo`: generated meshes, their writers and a preview renderer.
export { DEMO_CREATORS } from './catalogue/demo-creators';
export type { DemoCategory, DemoCreator, DemoFormat, DemoLicence, DemoModel } from './catalogue/demo-model';
export { DEMO_MODELS } from './catalogue/demo-models';
export type { Mesh } from './mesh/mesh';
export { renderMeshPreview, type PreviewOptions } from './render/render-mesh-preview';
export { encodeMesh } from './writers/encode-mesh';
export { toBinaryStl } from './writers/to-binary-stl';
export { toObj } from './writers/to-obj';
export { toPly } from './writers/to-ply';
