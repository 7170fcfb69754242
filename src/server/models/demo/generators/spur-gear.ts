import type { Mesh, Vec2 } from '../mesh/mesh';
import { extrude } from '../mesh/extrude';
import { circle } from '../mesh/outlines';
import { revolve } from '../mesh/revolve';
import { merge } from '../mesh/transform';

export interface SpurGearOptions {
  teeth: number;
  /** Pitch diameter / teeth, in mm: gears mesh when their modules match. */
  module?: number;
  thickness?: number;
  bore?: number;
  /** A raised hub round the bore on one side. */
  hub?: { diameter: number; height: number };
  /** Round windows between hub and rim that save plastic on big gears. */
  windows?: number;
}

const PRESSURE_ANGLE = (20 * Math.PI) / 180;
const involute = (alpha: number) => Math.tan(alpha) - alpha;

/** A spur gear with involute teeth (20° pressure angle), a bore and optionally a hub and windows. */
export function spurGear(options: SpurGearOptions): Mesh {
  const { teeth, module = 2, thickness = 8, bore = 5 } = options;
  const outline = gearOutline(teeth, module);
  const pitch = (module * teeth) / 2, root = pitch - 1.25 * module;
  const holes: Vec2[][] = [circle(bore / 2, 40)];
  const hubRadius = options.hub ? options.hub.diameter / 2 : bore / 2 + module * 2;
  if (options.windows) {
    // Windows sit half-way between hub and root circle, as large as leaves 2.5 mm spokes and rims.
    const inner = hubRadius + 2.5, outer = root - 2.5;
    const ring = (inner + outer) / 2;
    const radius = Math.min((outer - inner) / 2, ring * Math.sin(Math.PI / options.windows) - 1.5);
    if (radius > 1) {
      for (let w = 0; w < options.windows; w++) {
        const a = (2 * Math.PI * (w + 0.5)) / options.windows;
        holes.push(circle(radius, 32, ring * Math.cos(a), ring * Math.sin(a)));
      }
    }
  }
  const body = extrude(outline, thickness, holes);
  if (!options.hub) return body;
  const { height } = options.hub;
  // The hub ring starts inside the gear body so the two shells overlap rather than touch.
  const hub = revolve(
    [[bore / 2, thickness / 2], [hubRadius, thickness / 2], [hubRadius, thickness + height], [bore / 2, thickness + height]],
    { segments: 40, closed: true },
  );
  return merge(body, hub);
}

/** The gear's outline: root arcs, involute flanks and tip lands, counter-clockwise. */
function gearOutline(teeth: number, module: number): Vec2[] {
  const pitch = (module * teeth) / 2;
  const tip = pitch + module, root = pitch - 1.25 * module;
  const base = pitch * Math.cos(PRESSURE_ANGLE);
  // Half the tooth's angular width at radius r: a quarter pitch at the pitch circle, narrowing outwards.
  const half = (r: number) => Math.PI / (2 * teeth) + involute(PRESSURE_ANGLE) - involute(Math.acos(Math.min(1, base / r)));
  const flankStart = Math.max(root, base);
  const steps = 6;
  const radii = Array.from({ length: steps + 1 }, (_, i) => flankStart + ((tip - flankStart) * i) / steps);
  const points: Vec2[] = [];
  const at = (r: number, a: number): Vec2 => [r * Math.cos(a), r * Math.sin(a)];
  for (let t = 0; t < teeth; t++) {
    const centre = (2 * Math.PI * t) / teeth;
    if (root < base) points.push(at(root, centre - half(base)));
    for (const r of radii) points.push(at(r, centre - half(r)));
    const land = half(tip);
    points.push(at(tip, centre - land / 3), at(tip, centre + land / 3));
    for (const r of [...radii].reverse()) points.push(at(r, centre + half(r)));
    if (root < base) points.push(at(root, centre + half(base)));
    // The root arc to the next tooth.
    const from = centre + half(flankStart), to = centre + (2 * Math.PI) / teeth - half(flankStart);
    for (let k = 1; k <= 3; k++) points.push(at(root, from + ((to - from) * k) / 4));
  }
  return points;
}
