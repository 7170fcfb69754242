/**
 * A smooth curve through evenly spaced values (Catmull-Rom), read at u from 0 to 1: the silhouettes
 * of vases and pots are given as a handful of radii from bottom to top.
 */
export function smoothCurve(values: readonly number[]): (u: number) => number {
  if (values.length < 2) throw new Error('A curve needs at least two values.');
  const at = (i: number) => values[Math.max(0, Math.min(values.length - 1, i))]!;
  return (u) => {
    const x = Math.max(0, Math.min(1, u)) * (values.length - 1);
    const i = Math.min(values.length - 2, Math.floor(x)), t = x - i;
    const p0 = at(i - 1), p1 = at(i), p2 = at(i + 1), p3 = at(i + 2);
    return 0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t * t + (-p0 + 3 * p1 - 3 * p2 + p3) * t * t * t);
  };
}
