import fs from 'node:fs';
import { analyse3mf } from './analysis/analyse-3mf';
import type { MeshAnalysis } from './analysis/mesh-analysis';
import { analyseMeshStream } from './analyse-mesh-stream';

/**
 * Analyses run at publish time (issue 9) hold a mesh's vertex table in memory; two at a time per
 * node keeps a burst of publishes from multiplying that, the rest wait their turn.
 */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  // A finishing analysis hands its slot straight to the next in line, so no newcomer can jump in between.
  if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Analyses a file on this node's disk (a finished upload), before it is stored. */
export function analyseLocalFile(filePath: string, format: string): Promise<MeshAnalysis> {
  return turn(async () => {
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
  });
}
