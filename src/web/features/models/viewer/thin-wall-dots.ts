import { BufferAttribute, BufferGeometry, DataTexture, Points, PointsMaterial, SRGBColorSpace } from 'three';

/** The colour the legend names for thin-wall samples (decision 096). */
export const THIN_WALL_COLOUR = '#7c3aed';
/** Each dot's width in CSS pixels, whatever the zoom: a mark, not part of the model. */
const DOT_PIXELS = 7;
const TEXTURE_SIZE = 32;

/**
 * A round violet dot with a white rim, so a dot reads on the pale model, on the dark theme's
 * background and over the amber faces alike; the edge of each ring is faded over a pixel.
 */
function dotTexture(): DataTexture {
  const violet = [0x7c, 0x3a, 0xed];
  const data = new Uint8Array(TEXTURE_SIZE * TEXTURE_SIZE * 4);
  const half = TEXTURE_SIZE / 2;
  for (let y = 0; y < TEXTURE_SIZE; y++) {
    for (let x = 0; x < TEXTURE_SIZE; x++) {
      const r = Math.hypot(x + 0.5 - half, y + 0.5 - half) / half;
      const inside = Math.min(1, Math.max(0, (0.62 - r) * half));
      const alpha = Math.min(1, Math.max(0, (0.95 - r) * half));
      const at = 4 * (y * TEXTURE_SIZE + x);
      for (let c = 0; c < 3; c++) data[at + c] = Math.round(violet[c]! * inside + 255 * (1 - inside));
      data[at + 3] = Math.round(alpha * 255);
    }
  }
  const texture = new DataTexture(data, TEXTURE_SIZE, TEXTURE_SIZE);
  texture.colorSpace = SRGBColorSpace;
  texture.needsUpdate = true;
  return texture;
}

/** Thin-wall samples' surface points (three numbers a point, the view's millimetres) as dots drawn over everything. */
export function thinWallDots(positions: Float32Array): Points {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const material = new PointsMaterial({ map: dotTexture(), size: DOT_PIXELS, sizeAttenuation: false, transparent: true, depthTest: false, depthWrite: false });
  const dots = new Points(geometry, material);
  dots.renderOrder = 11;
  return dots;
}
