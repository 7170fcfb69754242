import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import { analyseLocalFile } from './analyse-local-file';
import { copyFileToStorage } from './hashing-copy';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashing-copy-'));
const storage = createLocalStorage(path.join(dir, 'store'));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A second publish of the same upload finds the file moved by the first: that must be its own
// rejection, never an error event no one listens to (which ends the whole process).
describe('a file gone before it is read', () => {
  it('is a rejection of copyFileToStorage, and nothing is stored', async () => {
    await expect(copyFileToStorage(storage, path.join(dir, 'gone.stl'), 'models/gone.stl')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.size('models/gone.stl')).toBeNull();
  });

  it('is a rejection of analyseLocalFile', async () => {
    await expect(analyseLocalFile(path.join(dir, 'gone.stl'), 'stl')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('copies and hashes a file that is there', async () => {
    const file = path.join(dir, 'here.bin');
    fs.writeFileSync(file, 'meshmandi');
    expect(await copyFileToStorage(storage, file, 'models/here.bin')).toEqual({ size: 9, sha256: createHash('sha256').update('meshmandi').digest('hex') });
    expect(await storage.size('models/here.bin')).toBe(9);
  });
});
