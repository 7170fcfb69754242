import type { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ModelFormat } from '../../../shared/constants/model-rules';
import type { Storage } from '../../storage/storage';
import { uniqueName } from '../clean-file-name';

export interface ZipSource {
  name: string;
  format: string;
  size: number;
  storageKey: string;
  createdAt: Date;
}

/** Already compressed inside (3MF and ZIP are ZIPs; GLB buffers rarely shrink): deflating again only costs CPU. */
const STORED: ReadonlySet<string> = new Set<ModelFormat>(['3mf', 'zip', 'glb']);

/** A flat name every unzip tool accepts on every OS: no folders, no drive letters, nothing Windows refuses. */
export function zipEntryName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/[. ]+$/, '');
  return clean === '' ? 'file' : clean;
}

/**
 * The files as one ZIP, made while it is sent: each file is opened from storage only when its turn
 * comes and flows straight through, so neither memory nor disk ever holds the archive. If a file
 * cannot be read the stream is destroyed with the error, and the client sees a broken download
 * rather than a ZIP silently missing a file.
 */
export function modelZipStream(storage: Storage, files: readonly ZipSource[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as PassThrough;
  let current: Readable | null = null;
  const fail = (error: unknown) => {
    current?.destroy();
    if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);
  // A client that goes away must not leave the file it was reading open.
  output.on('close', () => current?.destroy());

  const taken = new Set<string>();
  for (const file of files) {
    const options = { size: file.size, compress: !STORED.has(file.format), mtime: file.createdAt };
    zip.addReadStreamLazy(uniqueName(zipEntryName(file.name), taken), options, (callback) => {
      if (output.destroyed) return;
      storage.get(file.storageKey).then(
        (object) => {
          current = object.body;
          // yazl does not watch a lazy stream for errors; unwatched, one would crash the process.
          object.body.on('error', fail);
          if (output.destroyed) object.body.destroy();
          else callback(null, object.body);
        },
        (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  return output;
}
