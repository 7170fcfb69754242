import { SRGB_STEPS, SRGB_TABLE } from './colour';
import type { SurfaceBuffer } from './rasterise';

type V = readonly [number, number, number];

/** Directions towards each light, in world space, unit length. */
export interface PreviewLights {
  key: V;
  fill: V;
  rim: V;
  /** Half-way between the key light and the eye, for the highlight. */
  keyHalf: V;
}

export interface FloorShadow {
  /** 0–255 darkness at a reduced resolution. */
  mask: Uint8Array | Buffer;
  width: number;
  height: number;
  /** Full-size pixels per shadow pixel. */
  step: number;
}

// No backdrop (issue 9): the picture is transparent around the model, so a card of either theme
// shows through, and the floor shadow is a see-through dark of this colour (sRGB).
const SHADOW_RGB = [24, 22, 30];
const SHADOW_STRENGTH = 0.42;
// Relative bend in nearness between neighbouring pixels where an edge line starts and where it is full.
const EDGE_FROM = 0.0008, EDGE_FULL = 0.004;
const EDGE_DARKEN = 0.4;
// Per channel (r, g, b): a warm key and a cool fill keep a flat-coloured model from looking like a cut-out.
const KEY = [0.8, 0.76, 0.7], FILL = [0.16, 0.18, 0.22], RIM = [0.22, 0.22, 0.24];

/**
 * How strongly a pixel lies on an edge, 0 to 1. Nearness is linear across any flat face, so its
 * second difference is zero there and jumps at steps and silhouettes: the lines that let a raised
 * emblem show on a face of the same colour and angle.
 */
function edgeAt(nearness: Float32Array, i: number, width: number): number {
  const n = nearness[i]!;
  const left = nearness[i - 1] ?? 0, right = nearness[i + 1] ?? 0, up = nearness[i - width] ?? 0, down = nearness[i + width] ?? 0;
  if (left === 0 || right === 0 || up === 0 || down === 0) return 0.6;
  const bend = Math.max(Math.abs(left + right - 2 * n), Math.abs(up + down - 2 * n)) / n;
  if (bend <= EDGE_FROM) return 0;
  return bend >= EDGE_FULL ? 1 : (bend - EDGE_FROM) / (EDGE_FULL - EDGE_FROM);
}

/** Linear light to an sRGB byte. */
function encode(linear: number): number {
  return SRGB_TABLE[linear <= 0 ? 0 : linear >= 1 ? SRGB_STEPS : (linear * SRGB_STEPS) | 0]!;
}

/**
 * Lights every drawn pixel (hemisphere ambient, key, fill, a rim from behind and a soft highlight)
 * and leaves the rest transparent but for the floor shadow. Returns packed RGBA bytes, not premultiplied.
 */
export function shadePixels(surfaces: SurfaceBuffer, shadow: FloorShadow, albedo: V, lights: PreviewLights): Uint8Array {
  const { width, height, nearness, normals } = surfaces;
  const rgba = new Uint8Array(4 * width * height);
  const [kx, ky, kz] = lights.key, [fx, fy, fz] = lights.fill, [rx, ry, rz] = lights.rim, [hx, hy, hz] = lights.keyHalf;
  const [ar, ag, ab] = albedo;
  const mask = shadow.mask, sw = shadow.width;
  // Where each column samples the low-resolution shadow: two neighbours and a blend, worked out once.
  const col0 = new Int32Array(width), col1 = new Int32Array(width), colT = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) / shadow.step - 0.5));
    col0[x] = Math.floor(sx);
    col1[x] = Math.min(sw - 1, col0[x]! + 1);
    colT[x] = sx - col0[x]!;
  }
  for (let y = 0; y < height; y++) {
    const sy = Math.min(shadow.height - 1, Math.max(0, (y + 0.5) / shadow.step - 0.5));
    const row0 = Math.floor(sy) * sw, row1 = Math.min(shadow.height - 1, Math.floor(sy) + 1) * sw, fy1 = sy - Math.floor(sy);
    for (let x = 0, i = y * width, o = 4 * i; x < width; x++, i++, o += 4) {
      if (nearness[i]! > 0) {
        let nx = normals[3 * i]!, ny = normals[3 * i + 1]!, nz = normals[3 * i + 2]!;
        const length = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
        nx /= length; ny /= length; nz /= length;
        const key = Math.max(0, nx * kx + ny * ky + nz * kz);
        const fill = Math.max(0, nx * fx + ny * fy + nz * fz);
        const rim = Math.max(0, nx * rx + ny * ry + nz * rz);
        const h = Math.max(0, nx * hx + ny * hy + nz * hz);
        const h3 = h * h * h, h6 = h3 * h3, h12 = h6 * h6, h24 = h12 * h12;
        const highlight = 0.22 * h24 * h24;
        const ambient = 0.07 + 0.13 * (0.5 + 0.5 * nz);
        const line = 1 - EDGE_DARKEN * edgeAt(nearness, i, width);
        rgba[o] = encode((ar * (ambient + KEY[0]! * key + FILL[0]! * fill + RIM[0]! * rim) + highlight) * line);
        rgba[o + 1] = encode((ag * (ambient + KEY[1]! * key + FILL[1]! * fill + RIM[1]! * rim) + highlight) * line);
        rgba[o + 2] = encode((ab * (ambient + KEY[2]! * key + FILL[2]! * fill + RIM[2]! * rim) + highlight) * line);
        rgba[o + 3] = 255;
      } else {
        const a = col0[x]!, b = col1[x]!, tx = colT[x]!;
        const top = mask[row0 + a]! + (mask[row0 + b]! - mask[row0 + a]!) * tx;
        const bottom = mask[row1 + a]! + (mask[row1 + b]! - mask[row1 + a]!) * tx;
        rgba[o] = SHADOW_RGB[0]!; rgba[o + 1] = SHADOW_RGB[1]!; rgba[o + 2] = SHADOW_RGB[2]!;
        rgba[o + 3] = SHADOW_STRENGTH * (top + (bottom - top) * fy1);
      }
    }
  }
  return rgba;
}
