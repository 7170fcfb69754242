/**
 * The height of an ISO-like thread above its root at a point, from 0 to 1: a flat-topped triangle
 * wave that climbs one pitch per turn, so sampling it at any angle and height traces a helix.
 */
export function threadProfile(z: number, angle: number, pitch: number): number {
  const phase = z / pitch - angle / (2 * Math.PI);
  const f = phase - Math.floor(phase);
  // Flanks over 3/8 of the pitch each, crest and root flats over the rest.
  if (f < 0.125) return 0;
  if (f < 0.5) return (f - 0.125) / 0.375;
  if (f < 0.625) return 1;
  return 1 - (f - 0.625) / 0.375;
}

/** Distance to a regular hexagon's edge at an angle, for a hexagon of `across` flats with corners at 0°, 60°, ... */
export function hexRadius(angle: number, across: number): number {
  const step = Math.PI / 3;
  const local = ((angle % step) + step) % step - step / 2;
  return across / 2 / Math.cos(local);
}
