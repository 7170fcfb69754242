import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { spurGear } from '../generators/spur-gear';
import { box } from '../mesh/primitives';
import { renderMeshPreview } from './render-mesh-preview';

describe('renderMeshPreview', () => {
  it('renders a PNG of the default size with a shaded model on a transparent background', async () => {
    const png = await renderMeshPreview(spurGear({ teeth: 20, bore: 6 }), { colour: '#3f8efc' });
    const image = sharp(png);
    expect(await image.metadata()).toMatchObject({ format: 'png', width: 1200, height: 900, hasAlpha: true });
    const stats = await image.stats();
    // Not one flat colour: the model, its shading and the backdrop differ a lot.
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(10);
    // The blue model shows: the blue channel ranges far above red somewhere in the picture.
    expect(stats.channels[2]!.max - stats.channels[0]!.min).toBeGreaterThan(100);
  });

  it('keeps the model inside the frame, with a transparent background at every border', async () => {
    const { data, info } = await sharp(await renderMeshPreview(box(100, 20, 5), { width: 400, height: 300 })).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 400, height: 300, channels: 4 });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
    // No pale backdrop (it showed as a light tile on dark cards): corners and edge midpoints are clear.
    for (const [x, y] of [[0, 0], [399, 0], [0, 299], [399, 299], [200, 0], [200, 299], [0, 150], [399, 150]] as const) {
      expect(pixel(x, y)[3]).toBe(0);
    }
    // The middle is the model, opaque, in its (default terracotta) colour.
    const [r, , b, a] = pixel(200, 150);
    expect(a).toBe(255);
    expect(r! - b!).toBeGreaterThan(40);
  });

  it('draws an inside-out mesh as solid as the right way out', async () => {
    const cube = box(30, 30, 30);
    const insideOut = { positions: cube.positions, indices: cube.indices.slice().reverse() };
    const centre = async (png: Buffer) => [...(await sharp(png).extract({ left: 190, top: 140, width: 20, height: 20 }).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean))];
    const [right, wrong] = await Promise.all([renderMeshPreview(cube, { width: 400, height: 300 }), renderMeshPreview(insideOut, { width: 400, height: 300 })]);
    expect(await centre(wrong)).toEqual(await centre(right));
  });

  it('refuses an empty mesh', async () => {
    await expect(renderMeshPreview({ positions: new Float32Array(0), indices: new Uint32Array(0) })).rejects.toThrow(/no triangles/);
  });
});
