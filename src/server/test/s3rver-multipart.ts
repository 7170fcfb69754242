import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type S3rver from 's3rver';

/** What of s3rver's Koa app and file store this reaches into (s3rver ships no types). */
interface S3rverInside {
  middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
}
interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  req: IncomingMessage;
  res: ServerResponse;
  status: number;
  body: unknown;
  type: string;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function noSuchUpload(ctx: KoaContext, uploadId: string): void {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(`<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${escape(uploadId)}</UploadId></Error>`);
}

/**
 * s3rver 3.7 creates, fills and completes multipart uploads but answers neither ListParts nor
 * AbortMultipartUpload, which @tus/s3-store uses to learn an upload's offset and to cancel it
 * (decision 089). These two S3 calls are added here, as S3 documents them, over s3rver's own
 * record of an upload (its `key` and one file per part, with the part's MD5 beside it); an upload
 * that was completed or aborted answers NoSuchUpload, as on S3.
 */
export function addMultipartListing(server: S3rver): void {
  const inside = server as unknown as S3rverInside;
  inside.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const isList = ctx.method === 'GET' && uploadId !== undefined;
    const isAbort = ctx.method === 'DELETE' && uploadId !== undefined;
    if (!isList && !isAbort) return next();
    const [, bucket = '', ...keyParts] = ctx.path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const dir = path.join(inside.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    const names = await fs.readdir(dir).catch(() => null);
    if (!names) return noSuchUpload(ctx, uploadId);
    if (isAbort) {
      await fs.rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [stat, md5] = await Promise.all([fs.stat(path.join(dir, String(n))), fs.readFile(path.join(dir, `${n}.md5`), 'utf8')]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${stat.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${stat.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  });
}
