import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage } from '../storage/storage';
import { analyse3mf } from './analysis/analyse-3mf';
import { DEFAULT_ZIP_LIMITS } from './analysis/zip-inspect';
import type { MeshAnalysis, TriangleSink } from './analysis/mesh-analysis';
import { analyseMeshStream } from './analyse-mesh-stream';
import { newId } from '../db/new-id';

/**
 * Analyses one stored file. Stream formats read straight from storage; 3MF is a ZIP, which needs
 * random access, so it is first copied to a temporary file (streamed, never held in memory).
 */
export async function analyseStoredFile(storage: Storage, key: string, format: string, tempDir = os.tmpdir(), sink?: TriangleSink): Promise<MeshAnalysis> {
  if (format === '3mf') {
    await fsp.mkdir(tempDir, { recursive: true });
    const temp = path.join(tempDir, `analysis-${newId()}.3mf`);
    try {
      await pipeline((await storage.get(key)).body, fs.createWriteStream(temp));
      return await analyse3mf(temp, DEFAULT_ZIP_LIMITS, sink);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  }
  const body = (await storage.get(key)).body;
  try {
    return await analyseMeshStream(body, format, sink);
  } finally {
    body.destroy();
  }
}
