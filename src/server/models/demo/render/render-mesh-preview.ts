import sharp from 'sharp';
import { meshBounds, type Mesh } from '../mesh/mesh';
import { hexToLinear } from './colour';
import { cornerNormals } from './corner-normals';
import { frameFit } from './frame-fit';
import { previewCamera, projectPoints, type PreviewCamera } from './preview-camera';
import { rasteriseCoverage, rasteriseSurfaces } from './rasterise';
import { shadePixels, type FloorShadow, type PreviewLights } from './shade-pixels';

export interface PreviewOptions {
  width?: number;
  height?: number;
  /** The model's colour, #rrggbb. */
  colour?: string;
  /** Rendered this many times larger, then scaled down: the antialiasing. */
  supersample?: number;
  azimuthDegrees?: number;
  elevationDegrees?: number;
}

type V = [number, number, number];
// Shadows are soft, so they are drawn and blurred at a quarter of the working size.
const SHADOW_STEP = 4;

/**
 * Renders a product-style preview of a mesh on the CPU: a three-quarter view from above, z-buffered
 * smooth-shaded triangles under studio lights with a soft floor shadow, on a transparent background
 * (so it suits light and dark cards alike). Returns a PNG with alpha. A 100,000-triangle mesh takes well under two seconds.
 */
export async function renderMeshPreview(mesh: Mesh, options: PreviewOptions = {}): Promise<Buffer> {
  const width = options.width ?? 1200, height = options.height ?? 900, ss = options.supersample ?? 2;
  if (mesh.indices.length === 0) throw new Error('Nothing to render: the mesh has no triangles.');
  const W = width * ss, H = height * ss;
  const bounds = meshBounds(mesh);
  const camera = previewCamera(bounds, options.azimuthDegrees, options.elevationDegrees);
  const lights = previewLights(camera);
  const p = mesh.positions;
  const floorZ = bounds.min[2];
  const size = Math.max(...[0, 1, 2].map((k) => bounds.max[k]! - bounds.min[k]!));

  // The shadow falls from a light steeper than the key, so it stays close under the model.
  const s = norm([lights.key[0], lights.key[1], lights.key[2] + 1.6]);
  const cast = new Float32Array(p.length), below = new Float32Array(p.length);
  for (let i = 0; i < p.length; i += 3) {
    const lift = (p[i + 2]! - floorZ) / s[2];
    cast[i] = p[i]! - s[0] * lift; cast[i + 1] = p[i + 1]! - s[1] * lift; cast[i + 2] = floorZ;
    below[i] = p[i]!; below[i + 1] = p[i + 1]!; below[i + 2] = floorZ;
  }
  const seen = projectPoints(camera, p), castSeen = projectPoints(camera, cast), belowSeen = projectPoints(camera, below);
  const fit = fitToFrame([seen, castSeen], W, H);
  const screen = fit(seen, 3, 1);
  const surfaces = rasteriseSurfaces(screen, mesh.indices, cornerNormals(mesh), W, H);

  const sw = Math.ceil(W / SHADOW_STEP), sh = Math.ceil(H / SHADOW_STEP);
  const soft = rasteriseCoverage(fit(castSeen, 2, SHADOW_STEP), mesh.indices, () => true, sw, sh);
  // Contact shadow: only what nearly touches the floor darkens the floor right beneath it.
  const touching = (t: number) => Math.min(p[3 * mesh.indices[3 * t]! + 2]!, p[3 * mesh.indices[3 * t + 1]! + 2]!, p[3 * mesh.indices[3 * t + 2]! + 2]!) < floorZ + size * 0.03;
  const contact = rasteriseCoverage(fit(belowSeen, 2, SHADOW_STEP), mesh.indices, touching, sw, sh);
  const [softBlur, contactBlur] = await Promise.all([blur(soft, sw, sh, sh * 0.035), blur(contact, sw, sh, sh * 0.008)]);
  const mask = new Uint8Array(sw * sh);
  for (let i = 0; i < mask.length; i++) mask[i] = Math.min(255, 0.55 * softBlur[i]! + 0.6 * contactBlur[i]!);
  const shadow: FloorShadow = { mask, width: sw, height: sh, step: SHADOW_STEP };

  const rgba = shadePixels(surfaces, shadow, hexToLinear(options.colour ?? '#e2725b'), lights);
  return sharp(rgba, { raw: { width: W, height: H, channels: 4 } })
    .resize(width, height, { kernel: 'lanczos3' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

function norm(v: V): V {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
}

function along(camera: PreviewCamera, r: number, u: number, e: number): V {
  return norm([0, 1, 2].map((k) => r * camera.right[k]! + u * camera.up[k]! + e * camera.toEye[k]!) as V);
}

function previewLights(camera: PreviewCamera): PreviewLights {
  const key = along(camera, -0.55, 0.7, 0.5);
  return {
    key,
    fill: along(camera, 0.85, 0.05, 0.55),
    rim: along(camera, 0.35, 0.55, -0.75),
    keyHalf: norm([key[0] + camera.toEye[0], key[1] + camera.toEye[1], key[2] + camera.toEye[2]]),
  };
}

/**
 * Scales and centres projected points so that everything given (the model and its shadow) fills the
 * frame less a margin. Returns a function giving screen pixels (y down) for a projection, keeping
 * `stride` floats a point and dividing by `step` for reduced-size buffers.
 */
function fitToFrame(sets: Float32Array[], W: number, H: number): (points: Float32Array, stride: number, step: number) => Float32Array {
  const { scale, minX, maxX, minY, maxY } = frameFit(sets, W, H);
  const ox = W / 2 - ((minX + maxX) / 2) * scale, oy = H / 2 + ((minY + maxY) / 2) * scale;
  return (points, stride, step) => {
    const out = new Float32Array((points.length / 3) * stride);
    for (let i = 0, o = 0; i < points.length; i += 3, o += stride) {
      out[o] = (ox + points[i]! * scale) / step;
      out[o + 1] = (oy - points[i + 1]! * scale) / step;
      if (stride === 3) out[o + 2] = points[i + 2]!;
    }
    return out;
  };
}

async function blur(mask: Uint8Array, width: number, height: number, sigma: number): Promise<Buffer> {
  return sharp(mask, { raw: { width, height, channels: 1 } }).blur(Math.max(0.3, sigma)).extractChannel(0).raw().toBuffer();
}
