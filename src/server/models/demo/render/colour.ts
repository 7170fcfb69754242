/** sRGB hex (#rrggbb) to linear-light components, which lighting must be computed in. */
export function hexToLinear(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: "${hex}".`);
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => srgbToLinear(c / 255)) as [number, number, number];
}

function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Steps of the linear-to-sRGB table: fine enough that dark gradients show no banding. */
export const SRGB_STEPS = 4096;

/**
 * Linear [0, 1] in SRGB_STEPS steps to sRGB bytes: a pow per channel per pixel would be the slowest
 * part of shading, so callers index this table instead.
 */
export const SRGB_TABLE: Uint8Array = (() => {
  const table = new Uint8Array(SRGB_STEPS + 1);
  for (let i = 0; i <= SRGB_STEPS; i++) {
    const c = i / SRGB_STEPS;
    const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
    table[i] = Math.round(255 * Math.min(1, Math.max(0, s)));
  }
  return table;
})();
