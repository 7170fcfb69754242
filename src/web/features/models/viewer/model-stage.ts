import {
  Box3, Box3Helper, BufferAttribute, BufferGeometry, Color, DirectionalLight, DoubleSide, GridHelper, Group, HemisphereLight, Mesh,
  MeshStandardMaterial, NeutralToneMapping, PCFShadowMap, PerspectiveCamera, PlaneGeometry, Scene, ShadowMaterial, SRGBColorSpace,
  Texture, Vector3, WebGLRenderer, type Material,
} from 'three';
import { ModelFileError } from './model-file-error';
import { isZUp, type MeshData, type ModelFormat, type ParsedModel } from './model-format';
import { isSoftwareRendering } from './software-rendering';

/** A lavender grey: light enough to read on the dark theme, with enough tone for shading on white. */
const MODEL_COLOUR = 0xb3adc9;
const BOUNDS_COLOUR = 0x7c3aed;
const GRID_COLOUR = 0x8b869c;
const FOV = 35;
// The 3/4 view from above: 45° round from the front towards the right, 28° up.
const VIEW_AZIMUTH = Math.PI / 4;
const VIEW_ELEVATION = (28 * Math.PI) / 180;

export interface ModelStage {
  scene: Scene;
  /** The model's meshes, placed on the ground. */
  model: Group;
  camera: PerspectiveCamera;
  /** The point the camera looks at and orbits: the middle of the model. */
  target: Vector3;
  /** Half the diagonal of the model's box, for zoom limits. */
  radius: number;
  /** Puts the camera at the 3/4 view that frames the whole model for this aspect ratio, with room around it. */
  frame(aspect: number, margin?: number): void;
  setWireframe(on: boolean): void;
  /** The file's own colours and textures (on), or the plain material for every mesh (off). */
  setFileColours(on: boolean): void;
  setBoundsVisible(on: boolean): void;
  setGridVisible(on: boolean): void;
  dispose(): void;
}

// Above this, software WebGL takes seconds per frame with multisampling and a shadow pass.
const SOFTWARE_TRIANGLE_BUDGET = 300_000;

/**
 * Renderer settings shared by the viewer and the preview: transparent, tone-mapped, antialiased,
 * soft shadows (the last two left out for large models when WebGL runs on the CPU).
 */
export function createModelRenderer(canvas: HTMLCanvasElement | OffscreenCanvas, model: ParsedModel, preserveDrawingBuffer: boolean): WebGLRenderer {
  const economical = model.triangles > SOFTWARE_TRIANGLE_BUDGET && isSoftwareRendering();
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ canvas, antialias: !economical, alpha: true, preserveDrawingBuffer, powerPreference: 'high-performance' });
  } catch (error) {
    throw new ModelFileError('Your browser or device could not start 3D graphics (WebGL).', error instanceof Error ? error.message : String(error));
  }
  renderer.setClearColor(0x000000, 0);
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = NeutralToneMapping;
  renderer.shadowMap.enabled = !economical;
  renderer.shadowMap.type = PCFShadowMap;
  // Nothing moves but the camera, so the shadow is drawn once per stage, not every frame.
  renderer.shadowMap.autoUpdate = false;
  return renderer;
}

function geometryOf(mesh: MeshData): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(mesh.positions, 3));
  if (mesh.normals) geometry.setAttribute('normal', new BufferAttribute(mesh.normals, 3));
  if (mesh.colors) geometry.setAttribute('color', new BufferAttribute(mesh.colors, 3));
  if (mesh.uvs) geometry.setAttribute('uv', new BufferAttribute(mesh.uvs, 2));
  if (mesh.indices) geometry.setIndex(new BufferAttribute(mesh.indices, 1));
  return geometry;
}

/** 1, 2 or 5 times a power of ten, at least `value`: grid cells people can count in millimetres. */
function niceStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/** The file's look for one mesh: its colour, vertex colours and texture; undefined when it has none. */
function fileMaterial(data: MeshData, textures: Map<ImageBitmap, Texture>): MeshStandardMaterial | undefined {
  if (!data.color && !data.colors && !data.texture) return undefined;
  let map: Texture | undefined;
  if (data.texture) {
    map = textures.get(data.texture);
    if (!map) {
      map = new Texture(data.texture);
      // glTF texture coordinates start at the top left, as the bitmap's rows do.
      map.flipY = false;
      map.colorSpace = SRGBColorSpace;
      map.needsUpdate = true;
      textures.set(data.texture, map);
    }
  }
  return new MeshStandardMaterial({
    color: data.color ? new Color(...data.color) : 0xffffff,
    vertexColors: data.colors !== undefined,
    ...(map ? { map } : {}),
    roughness: 0.55,
    metalness: 0.05,
    side: DoubleSide,
    flatShading: !data.normals,
  });
}

/**
 * The scene both the viewer and the preview renderer draw: the model standing on the ground
 * (Z-up formats turned upright) in the file's colours or one plain material, a neutral studio
 * light set, an optional grid.
 */
export function createModelStage(renderer: WebGLRenderer, model: ParsedModel, format: ModelFormat, options: { grid: boolean }): ModelStage {
  const scene = new Scene();

  const material = new MeshStandardMaterial({ color: MODEL_COLOUR, roughness: 0.55, metalness: 0.05, side: DoubleSide });
  // Files without normals (STL, most 3MF) are shaded per triangle, which is right for CAD shapes.
  const flatMaterial = material.clone();
  flatMaterial.flatShading = true;
  const materials = [material, flatMaterial];
  const textures = new Map<ImageBitmap, Texture>();
  const looks: { mesh: Mesh; plain: Material; file: Material | undefined }[] = [];

  const root = new Group();
  if (isZUp(format)) root.rotation.x = -Math.PI / 2;
  for (const data of model.meshes) {
    const plain = data.normals ? material : flatMaterial;
    const file = fileMaterial(data, textures);
    if (file) materials.push(file);
    const mesh = new Mesh(geometryOf(data), file ?? plain);
    mesh.castShadow = true;
    looks.push({ mesh, plain, file });
    root.add(mesh);
  }
  root.updateMatrixWorld(true);
  const box = new Box3().setFromObject(root);
  // Stand the model on the ground (y = 0), centred over the origin.
  const shift = new Vector3(-(box.min.x + box.max.x) / 2, -box.min.y, -(box.min.z + box.max.z) / 2);
  root.position.add(shift);
  box.translate(shift);
  scene.add(root);

  const size = box.getSize(new Vector3());
  const target = box.getCenter(new Vector3());
  const radius = Math.max(size.length() / 2, 1e-6);
  const footprint = Math.max(size.x, size.z, radius);

  const cell = niceStep(footprint / 6);
  const divisions = Math.max(2, Math.ceil((footprint * 3) / cell / 2) * 2);
  const grid = new GridHelper(divisions * cell, divisions, GRID_COLOUR, GRID_COLOUR);
  const gridMaterial = grid.material as Material;
  gridMaterial.transparent = true;
  gridMaterial.opacity = 0.35;
  gridMaterial.depthWrite = false;
  grid.visible = options.grid;
  scene.add(grid);

  const ground = new Mesh(new PlaneGeometry(footprint * 4, footprint * 4), new ShadowMaterial({ opacity: 0.16 }));
  ground.rotation.x = -Math.PI / 2;
  ground.position.y = -radius * 0.002;
  ground.receiveShadow = true;
  scene.add(ground);

  // Analytic lights only: an image-based environment (PMREM) stalls software WebGL (SwiftShader,
  // which Chrome uses on blocklisted GPUs) for many seconds on its first frame.
  // Sky and floor bounce, a key light high at the front right casting the contact shadow, a
  // dimmer fill from the left and a rim light behind that lifts the silhouette off the background.
  const ambient = new HemisphereLight(0xffffff, 0x8d8a99, 1.4);
  const key = new DirectionalLight(0xffffff, 1.8);
  key.position.copy(target).add(new Vector3(0.35, 1, 0.5).multiplyScalar(radius * 3));
  key.target.position.copy(target);
  key.castShadow = renderer.shadowMap.enabled;
  const shadowCamera = key.shadow.camera;
  shadowCamera.left = shadowCamera.bottom = -radius * 1.5;
  shadowCamera.right = shadowCamera.top = radius * 1.5;
  shadowCamera.near = radius * 0.5;
  shadowCamera.far = radius * 7;
  key.shadow.mapSize.set(2048, 2048);
  key.shadow.radius = 6;
  key.shadow.bias = -0.0005;
  const fill = new DirectionalLight(0xffffff, 0.6);
  fill.position.copy(target).add(new Vector3(-1, 0.4, 0.3).multiplyScalar(radius * 3));
  fill.target.position.copy(target);
  const rim = new DirectionalLight(0xffffff, 0.7);
  rim.position.copy(target).add(new Vector3(0.2, 0.6, -1).multiplyScalar(radius * 3));
  rim.target.position.copy(target);
  scene.add(ambient, key, key.target, fill, fill.target, rim, rim.target);
  renderer.shadowMap.needsUpdate = true;

  const bounds = new Box3Helper(box, BOUNDS_COLOUR);
  bounds.visible = false;
  scene.add(bounds);

  const camera = new PerspectiveCamera(FOV, 1, radius * 0.01, radius * 60);
  const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => new Vector3(
    i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z,
  ).sub(target));

  return {
    scene,
    model: root,
    camera,
    target,
    radius,
    frame(aspect, margin = 1.18) {
      const direction = new Vector3(Math.sin(VIEW_AZIMUTH) * Math.cos(VIEW_ELEVATION), Math.sin(VIEW_ELEVATION), Math.cos(VIEW_AZIMUTH) * Math.cos(VIEW_ELEVATION));
      const right = new Vector3(0, 1, 0).cross(direction).normalize();
      const up = direction.clone().cross(right);
      const tanV = Math.tan((FOV * Math.PI) / 360);
      const tanH = tanV * aspect;
      // The nearest distance at which every corner of the box is inside the view, plus a margin.
      let distance = radius * 0.1;
      for (const corner of corners) {
        const depth = corner.dot(direction);
        distance = Math.max(distance, depth + Math.abs(corner.dot(right)) / tanH, depth + Math.abs(corner.dot(up)) / tanV);
      }
      camera.aspect = aspect;
      camera.position.copy(target).addScaledVector(direction, distance * margin);
      camera.lookAt(target);
      camera.updateProjectionMatrix();
    },
    setWireframe(on) {
      for (const m of materials) m.wireframe = on;
      // A solid shadow under a see-through model looks wrong.
      ground.visible = !on;
    },
    setFileColours(on) {
      for (const look of looks) look.mesh.material = on && look.file ? look.file : look.plain;
    },
    setBoundsVisible(on) {
      bounds.visible = on;
    },
    setGridVisible(on) {
      grid.visible = on;
    },
    dispose() {
      root.traverse((object) => {
        if (object instanceof Mesh) (object.geometry as BufferGeometry).dispose();
      });
      for (const m of materials) m.dispose();
      for (const texture of textures.values()) texture.dispose();
      grid.dispose();
      ground.geometry.dispose();
      (ground.material as Material).dispose();
      bounds.dispose();
      for (const light of [ambient, key, fill, rim]) light.dispose();
    },
  };
}
