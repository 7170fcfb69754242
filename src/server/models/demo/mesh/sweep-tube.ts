import type { Mesh, Vec3 } from './mesh';
import { MeshBuilder } from './mesh-builder';

type V = [number, number, number];
const sub = (a: Vec3, b: Vec3): V => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): V => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: Vec3): V => {
  const l = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / l, a[1] / l, a[2] / l];
};

/**
 * A round tube along a closed curve (t from 0 to 1 comes back to the start), such as a knot. Frames
 * are carried along without twisting (parallel transport) and the small twist left when the loop
 * closes is spread over the whole length, so the last ring meets the first without a seam.
 */
export function sweepTube(curve: (t: number) => Vec3, samples: number, radius: number, sides = 16): Mesh {
  const points = Array.from({ length: samples }, (_, i) => curve(i / samples));
  const tangents = points.map((_, i) => unit(sub(points[(i + 1) % samples]!, points[(i + samples - 1) % samples]!)));
  const t0 = tangents[0]!;
  const seed: V = Math.abs(t0[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0];
  const normals: V[] = [unit(cross(cross(t0, seed), t0))];
  for (let i = 1; i <= samples; i++) {
    const prev = normals[i - 1]!, t = tangents[i % samples]!;
    normals.push(unit(sub(prev, scaleV(t, dot(prev, t)))));
  }
  // How far the transported frame has turned about the tangent by the time it is back at the start.
  const end = normals[samples]!, start = normals[0]!;
  const twist = Math.atan2(dot(cross(start, end), t0), dot(start, end));
  const builder = new MeshBuilder();
  const rings = points.map((p, i) => {
    const t = tangents[i]!, n0 = normals[i]!, b0 = cross(t, n0);
    const undo = (-twist * i) / samples;
    return Array.from({ length: sides }, (_, k) => {
      const a = (2 * Math.PI * k) / sides + undo;
      const c = Math.cos(a) * radius, s = Math.sin(a) * radius;
      return builder.vertex(p[0] + n0[0] * c + b0[0] * s, p[1] + n0[1] * c + b0[1] * s, p[2] + n0[2] * c + b0[2] * s);
    });
  });
  for (let i = 0; i < samples; i++) {
    const here = rings[i]!, next = rings[(i + 1) % samples]!;
    for (let k = 0; k < sides; k++) {
      const k1 = (k + 1) % sides;
      builder.quad(here[k]!, here[k1]!, next[k1]!, next[k]!);
    }
  }
  return builder.build();
}

function scaleV(a: Vec3, s: number): V {
  return [a[0] * s, a[1] * s, a[2] * s];
}
