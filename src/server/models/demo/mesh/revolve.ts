import type { Mesh, Vec2 } from './mesh';
import { MeshBuilder } from './mesh-builder';
import { triangulatePolygon } from './triangulate-polygon';

/** A cross-section as (radius, z) points. */
export type Profile = readonly Vec2[];

export interface RevolveOptions {
  segments: number;
  /**
   * The profile is a loop that never touches the axis (a ring such as a torus or a hollow pot with a
   * drainage hole). Otherwise it must start and end on the axis (r = 0), where one pole vertex each
   * closes the solid without a seam of duplicate vertices.
   */
  closed?: boolean;
  /** Radians to turn through; less than a full turn leaves two ends, which are capped flat. */
  sweep?: number;
  startAngle?: number;
}

const TAU = 2 * Math.PI;

/**
 * Turns a profile about the Z axis (a lathe). The profile may change with the angle (pleats, twists,
 * threads) as long as every angle gives the same number of points; it is sampled at `segments` angles.
 */
export function revolve(profile: Profile | ((angle: number, step: number) => Profile), options: RevolveOptions): Mesh {
  const { segments, closed = false, startAngle = 0 } = options;
  const sweep = options.sweep ?? TAU;
  const full = sweep >= TAU - 1e-9;
  const rings = full ? segments : segments + 1;
  const angleOf = (i: number) => startAngle + (sweep * i) / segments;
  const sample = (i: number): Profile => (typeof profile === 'function' ? profile(angleOf(i), i) : profile);

  const first = sample(0);
  // Sides face outwards when the section runs counter-clockwise in the (r, z) plane.
  const reverse = sectionArea(first) < 0;
  const profiles = Array.from({ length: rings }, (_, i) => {
    const p = i === 0 ? first : sample(i);
    if (p.length !== first.length) throw new Error('Every angle of a revolved profile must give the same number of points.');
    return reverse ? [...p].reverse() : [...p];
  });
  const m = first.length;
  const builder = new MeshBuilder();
  const p0 = profiles[0]!;
  if (!closed && (Math.abs(p0[0]![0]) > 1e-9 || Math.abs(p0[m - 1]![0]) > 1e-9)) {
    throw new Error('An open profile must start and end on the axis.');
  }
  const lowPole = closed ? -1 : builder.vertex(0, 0, p0[0]![1]);
  const highPole = closed ? -1 : builder.vertex(0, 0, p0[m - 1]![1]);
  const ids = profiles.map((p, i) => {
    const a = angleOf(i), c = Math.cos(a), s = Math.sin(a);
    return p.map(([r, z], k) => {
      if (!closed && k === 0) return lowPole;
      if (!closed && k === m - 1) return highPole;
      if (r <= 0) throw new Error('Only the ends of an open profile may touch the axis.');
      return builder.vertex(r * c, r * s, z);
    });
  });

  const spans = closed ? m : m - 1;
  for (let i = 0; i < segments; i++) {
    const here = ids[i]!, next = ids[(i + 1) % rings]!;
    for (let k = 0; k < spans; k++) {
      const k1 = (k + 1) % m;
      if (!closed && k === 0) builder.triangle(lowPole, next[k1]!, here[k1]!);
      else if (!closed && k1 === m - 1) builder.triangle(here[k]!, next[k]!, highPole);
      else builder.quad(here[k]!, next[k]!, next[k1]!, here[k1]!);
    }
  }
  if (!full) {
    capEnd(builder, profiles[0]!, ids[0]!, false);
    capEnd(builder, profiles[rings - 1]!, ids[rings - 1]!, true);
  }
  return builder.build();
}

/** Signed area of the section; an open profile is closed along the axis. */
function sectionArea(profile: Profile): number {
  let sum = 0;
  for (let i = 0; i < profile.length; i++) {
    const a = profile[i]!, b = profile[(i + 1) % profile.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum / 2;
}

/** A flat end of a partial turn: counter-clockwise in (r, z) faces backwards along the turn. */
function capEnd(builder: MeshBuilder, profile: Profile, ids: number[], flip: boolean): void {
  const tris = triangulatePolygon(profile);
  for (let t = 0; t < tris.length; t += 3) {
    const a = ids[tris[t]!]!, b = ids[tris[t + 1]!]!, c = ids[tris[t + 2]!]!;
    if (flip) builder.triangle(a, c, b);
    else builder.triangle(a, b, c);
  }
}
