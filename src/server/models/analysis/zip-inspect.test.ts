import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MeshFormatError } from './mesh-analysis';
import { inspectZip, isUnsafeEntryName } from './zip-inspect';
import { writeZip, type TestZipEntry } from './zip-test-writer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-inspect-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let counter = 0;
function zipFile(entries: TestZipEntry[]): string {
  const file = path.join(dir, `test-${counter++}.zip`);
  fs.writeFileSync(file, writeZip(entries));
  return file;
}
const small = (name: string): TestZipEntry => ({ name, data: Buffer.from('solid x\nendsolid x\n') });

describe('inspectZip', () => {
  it('lists entries with their sizes from the central directory', async () => {
    const file = zipFile([small('a.stl'), { name: 'dir/b.obj', data: Buffer.alloc(5000, 'v'), deflate: true }]);
    const { entries } = await inspectZip(file);
    expect(entries.map((e) => e.name)).toEqual(['a.stl', 'dir/b.obj']);
    expect(entries[1]!.size).toBe(5000);
    expect(entries[1]!.compressedSize).toBeLessThan(5000);
  });

  it('reads a real archive from the fixtures', async () => {
    const { entries } = await inspectZip(path.join(import.meta.dirname, 'fixtures', 'core_box.3mf'));
    expect(entries.map((e) => e.name).sort()).toEqual(['3D/3dmodel.model', '[Content_Types].xml', '_rels/.rels']);
  });

  it.each(['../evil.stl', 'a/../../evil.stl', '/etc/passwd', 'C:/Windows/evil.stl', 'a\\..\\evil.stl', 'nul\0.stl'])(
    'refuses the unsafe entry name %j',
    async (name) => {
      await expect(inspectZip(zipFile([small('ok.stl'), small(name)]))).rejects.toThrow(/outside the archive/);
    },
  );

  it('names every unsafe pattern unsafe, and keeps ordinary names', () => {
    for (const name of ['..', 'x/../y', '/abs', 'D:evil', 'a\\b', 'n\0l', '']) expect(isUnsafeEntryName(name)).toBe(true);
    for (const name of ['a.stl', 'dir/sub/a.stl', 'a..b.stl', '.hidden/x.obj']) expect(isUnsafeEntryName(name)).toBe(false);
  });

  it('refuses a zip bomb by its compression ratio', async () => {
    const bomb = zipFile([{ name: 'bomb.stl', data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]);
    await expect(inspectZip(bomb)).rejects.toThrow(/zip bomb/);
  });

  it('refuses too many entries and too much uncompressed data', async () => {
    const many = zipFile(Array.from({ length: 6 }, (_, i) => small(`m${i}.stl`)));
    await expect(inspectZip(many, { maxEntries: 5, maxUncompressedBytes: 1e9, maxRatio: 200 })).rejects.toThrow(/more than 5 files/);
    const big = zipFile([{ name: 'a.bin', data: Buffer.alloc(3000, 1) }, { name: 'b.bin', data: Buffer.alloc(3000, 2) }]);
    await expect(inspectZip(big, { maxEntries: 10, maxUncompressedBytes: 5000, maxRatio: 200 })).rejects.toThrow(/more data/);
    await expect(inspectZip(big, { maxEntries: 10, maxUncompressedBytes: 2000, maxRatio: 200 })).rejects.toThrow(/more data/);
  });

  it('refuses a file that is not a ZIP', async () => {
    const file = path.join(dir, 'not.zip');
    fs.writeFileSync(file, 'solid x\nendsolid x\n');
    await expect(inspectZip(file)).rejects.toThrow(MeshFormatError);
  });
});
