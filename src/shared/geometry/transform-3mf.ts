/** A 3MF transform: the 12 numbers of its `transform` attribute, a row-vector affine matrix. */
export type Transform3mf = number[];

export const IDENTITY_3MF: Transform3mf = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];

/** Applies `inner` then `outer` (row-vector affine transforms: p' = p·inner·outer). */
export function compose3mf(inner: Transform3mf, outer: Transform3mf): Transform3mf {
  const out: number[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = row === 3 ? outer[9 + col]! : 0;
      for (let k = 0; k < 3; k++) sum += inner[row * 3 + k]! * outer[k * 3 + col]!;
      out.push(sum);
    }
  }
  return out;
}
