import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressAssets } from '../../../scripts/precompress-assets.mjs';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSeoTestSite, type SeoTestSite } from './seo/seo-test-site';

// Decision 101: the web build's assets are compressed once, at build time, and sent as they are.
let t: TestApp;
let site: SeoTestSite;
let webDir: string;
let compressed: number;
/** A script as the build makes them: large and repetitive enough to compress well. */
const script = Array.from({ length: 400 }, (_, i) => `export const part${i} = { id: ${i}, label: "Benchmark part ${i}" };`).join('\n');
const style = `${Array.from({ length: 60 }, (_, i) => `.card-${i} { padding: ${i}px; color: rgb(${i}, 10, 20); }`).join('\n')}\n`;
const tiny = 'export const x = 1;\n';

beforeAll(async () => {
  t = await createTestApp();
  site = await createSeoTestSite(t, {
    fillWebDir: async (dir) => {
      webDir = dir;
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets', 'app-Ab12Cd34.js'), script);
      fs.writeFileSync(path.join(dir, 'assets', 'app-Ef56Gh78.css'), style);
      fs.writeFileSync(path.join(dir, 'assets', 'tiny-Ij90Kl12.js'), tiny);
      fs.writeFileSync(path.join(dir, 'assets', 'photo-Mn34Op56.png'), Buffer.alloc(4096, 7));
      compressed = await precompressAssets(dir);
    },
  });
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

describe('precompressAssets', () => {
  it('writes a Brotli and a gzip copy of each script and style they make smaller, each the same bytes once decompressed', async () => {
    expect(compressed).toBe(2);
    for (const name of ['app-Ab12Cd34.js', 'app-Ef56Gh78.css']) {
      const file = path.join(webDir, 'assets', name);
      const original = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(original), name).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(original), name).toBe(true);
      expect(fs.statSync(`${file}.br`).size).toBeLessThan(original.length / 4);
    }
    // Too small to gain (the copy would be larger), and a picture is compressed already.
    const left = fs.readdirSync(path.join(webDir, 'assets')).filter((name) => /^(tiny|photo)-/.test(name));
    expect(left.sort()).toEqual(['photo-Mn34Op56.png', 'tiny-Ij90Kl12.js']);
  });
});

describe('an asset’s answer', () => {
  const get = (url: string, acceptEncoding?: string) => site.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('is the build’s Brotli copy for a browser that takes Brotli, gzip for one that takes only gzip, the file itself otherwise', async () => {
    const url = '/assets/app-Ab12Cd34.js';
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDir, 'assets', 'app-Ab12Cd34.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(script);

    const css = await get('/assets/app-Ef56Gh78.css', 'br');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.brotliDecompressSync(css.rawPayload).toString()).toBe(style);
  });

  it('is compressed as it is sent when the build kept no copy, and a picture is sent as it is', async () => {
    const small = await get('/assets/tiny-Ij90Kl12.js', 'br, gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(small.rawPayload).toString()).toBe(tiny);
    const picture = await get('/assets/photo-Mn34Op56.png', 'br, gzip');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });
});
