import type { Bounds } from '../mesh/mesh';

type V = [number, number, number];

export interface PreviewCamera {
  /** Unit vectors in world space: right and up on screen, and from the model towards the eye. */
  right: V;
  up: V;
  toEye: V;
  eye: V;
}

const norm = (v: V): V => {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
};

/**
 * A three-quarter view from above the front-right (front is −Y, as in most CAD tools), far enough
 * back that the perspective is gentle: a 30° field of view around the bounding sphere. Flat things
 * (tags, plates) are seen from higher up by default, or their top would be a sliver.
 */
export function previewCamera(bounds: Bounds, azimuthDegrees = 35, elevationDegrees?: number): PreviewCamera {
  const extent = [0, 1, 2].map((k) => bounds.max[k]! - bounds.min[k]!);
  const flatness = 1 - Math.min(1, extent[2]! / (0.5 * Math.max(extent[0]!, extent[1]!, 1e-9)));
  const az = (azimuthDegrees * Math.PI) / 180, el = ((elevationDegrees ?? 28 + 22 * flatness) * Math.PI) / 180;
  const toEye = norm([Math.cos(el) * Math.sin(az), -Math.cos(el) * Math.cos(az), Math.sin(el)]);
  const right = norm([-toEye[1], toEye[0], 0]);
  const up: V = [
    toEye[1] * right[2] - toEye[2] * right[1],
    toEye[2] * right[0] - toEye[0] * right[2],
    toEye[0] * right[1] - toEye[1] * right[0],
  ];
  const centre = [0, 1, 2].map((k) => (bounds.min[k]! + bounds.max[k]!) / 2) as V;
  const radius = Math.max(1e-6, Math.hypot(...[0, 1, 2].map((k) => bounds.max[k]! - bounds.min[k]!)) / 2);
  const distance = radius / Math.sin((15 * Math.PI) / 180);
  return { right, up, toEye, eye: [centre[0] + toEye[0] * distance, centre[1] + toEye[1] * distance, centre[2] + toEye[2] * distance] };
}

/**
 * Projects world points to the picture plane: x right, y up (both divided by distance) and nearness
 * (1 / distance), three floats a point.
 */
export function projectPoints(camera: PreviewCamera, points: Float32Array): Float32Array {
  const { right: r, up: u, toEye: f, eye: e } = camera;
  const out = new Float32Array(points.length);
  for (let i = 0; i < points.length; i += 3) {
    const x = points[i]! - e[0], y = points[i + 1]! - e[1], z = points[i + 2]! - e[2];
    const depth = -(x * f[0] + y * f[1] + z * f[2]);
    const near = 1 / depth;
    out[i] = (x * r[0] + y * r[1] + z * r[2]) * near;
    out[i + 1] = (x * u[0] + y * u[1] + z * u[2]) * near;
    out[i + 2] = near;
  }
  return out;
}
