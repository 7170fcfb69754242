import { Matrix4, Mesh, type BufferGeometry, type Camera, type Object3D } from 'three';

/**
 * How many times over a model's triangles may cover the picture before it is not drawn at all.
 * Ordinary models, even detailed assemblies, stay well under it; past it one draw can hold the GPU
 * (or the CPU doing software WebGL) for minutes, stalling every frame of the browser, and a worker
 * or page ended meanwhile does not take back work already handed over.
 */
export const MAX_OVERDRAW = 48;

/**
 * The pixels every triangle of `model` covers in a `width` × `height` picture from `camera`, added
 * up: what drawing it costs the GPU (or, with software WebGL, the CPU). An ordinary model covers the
 * picture a few times over (front and back faces); random noise covers it hundreds of thousands of
 * times, which kept software WebGL busy for many minutes. Assumes the model is in front of the camera.
 */
export function projectedArea(model: Object3D, camera: Camera, width: number, height: number): number {
  model.updateMatrixWorld(true);
  camera.updateMatrixWorld();
  const toClip = new Matrix4();
  const sx = width / 2, sy = height / 2;
  let total = 0;
  model.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const geometry = object.geometry as BufferGeometry;
    const position = geometry.getAttribute('position');
    if (!position) return;
    const e = toClip.multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse).multiply(object.matrixWorld).elements;
    // Every vertex to screen pixels once, then each triangle's area from its three corners.
    const screen = new Float32Array(position.count * 2);
    for (let i = 0; i < position.count; i++) {
      const x = position.getX(i), y = position.getY(i), z = position.getZ(i);
      const w = e[3]! * x + e[7]! * y + e[11]! * z + e[15]! || 1e-9;
      screen[i * 2] = ((e[0]! * x + e[4]! * y + e[8]! * z + e[12]!) / w) * sx;
      screen[i * 2 + 1] = ((e[1]! * x + e[5]! * y + e[9]! * z + e[13]!) / w) * sy;
    }
    const index = geometry.getIndex();
    const count = index ? index.count : position.count;
    for (let t = 0; t + 2 < count; t += 3) {
      const a = (index ? index.getX(t) : t) * 2, b = (index ? index.getX(t + 1) : t + 1) * 2, c = (index ? index.getX(t + 2) : t + 2) * 2;
      const abx = screen[b]! - screen[a]!, aby = screen[b + 1]! - screen[a + 1]!;
      const acx = screen[c]! - screen[a]!, acy = screen[c + 1]! - screen[a + 1]!;
      total += Math.abs(abx * acy - aby * acx) / 2;
    }
  });
  return total;
}
