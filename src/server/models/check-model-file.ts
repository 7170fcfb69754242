import fs from 'node:fs/promises';
import { AppError } from '../../shared/app-error';
import { ANALYSED_FORMATS, type ModelFormat } from '../../shared/constants/model-rules';
import { looksLikeAsciiStl } from './analysis/analyse-stl';
import { detectModelFormat } from './analysis/detect-model-format';
import { MeshFormatError } from './analysis/mesh-analysis';
import { inspectZip } from './analysis/zip-inspect';

const HEAD_BYTES = 4096;
const ACCEPTED = 'STL, OBJ, 3MF, PLY, GLB, glTF, FBX, 3DS, DAE or ZIP';

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await fs.open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Binary STL is 84 bytes of header and count, then 50 bytes a triangle; some exporters pad the end a little. */
function binaryStlSizeMatches(head: Uint8Array, size: number): boolean {
  if (head.length < 84) return false;
  const count = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(80, true);
  const expected = 84 + count * 50;
  return size >= expected && size - expected < 50;
}

/**
 * What a model file really is, by its content: a renamed photo is refused, and an archive is
 * inspected from its directory (entry count, unpacked size, unsafe names) without unpacking it.
 */
export async function checkModelFile(path: string, fileName: string, size: number): Promise<{ format: ModelFormat; analysed: boolean }> {
  const head = await readHead(path);
  const format = detectModelFormat(head, fileName);
  if (!format) {
    throw new AppError('invalid-argument', `${fileName} is not a 3D model file we accept (${ACCEPTED}).`);
  }
  // Many binary exporters start the header with "solid" too: only real ASCII text escapes the size check.
  if (format === 'stl' && !looksLikeAsciiStl(head.subarray(0, 1024)) && !binaryStlSizeMatches(head, size)) {
    throw new AppError('invalid-argument', `${fileName} is not a valid STL file (its size does not match its triangle count).`);
  }
  if (format === 'zip' || format === '3mf') {
    try {
      await inspectZip(path);
    } catch (error) {
      const reason = error instanceof MeshFormatError ? error.message : 'The archive could not be read.';
      throw new AppError('invalid-argument', `${fileName}: ${reason}`);
    }
  }
  return { format, analysed: ANALYSED_FORMATS.includes(format) };
}
