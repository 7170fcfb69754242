import fs from 'node:fs';
import { analyse3mf } from './analysis/analyse-3mf';
import type { MeshAnalysis } from './analysis/mesh-analysis';
import { analyseMeshStream } from './analyse-mesh-stream';

/**
 * Analyses a file on this node's disk (a finished upload), before it is stored. The server runs it
 * in its analysis pool (decision 086), which also decides how many run at once.
 */
export async function analyseLocalFile(filePath: string, format: string): Promise<MeshAnalysis> {
  if (format === '3mf') return analyse3mf(filePath);
  // Opened first, so a file gone meanwhile (a second publish of the same upload moved it) is this
  // call's rejection: a stream left to open it itself emitted ENOENT where no one listened, and
  // that crashed the process (seen in the suite, bulk-upload-publish's "twice at the same moment").
  const handle = await fs.promises.open(filePath);
  const body = handle.createReadStream({ highWaterMark: 1024 * 1024 });
  try {
    return await analyseMeshStream(body, format);
  } finally {
    // Closes the handle too (autoClose).
    body.destroy();
  }
}
