import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { NGINX_PATH } from '../nginx-proxy';
import { startNginxBalancer, type NginxBalancer } from './nginx-balancer';

// Larger than nginx's in-memory proxy buffers many times over, so a slow reader makes it spool to disk.
const BODY = Buffer.alloc(12 * 1024 * 1024, 7);

describe.skipIf(!NGINX_PATH)('the cluster’s nginx balancer', () => {
  let upstream: http.Server;
  let balancer: NginxBalancer;
  let dir: string;

  beforeAll(async () => {
    upstream = http.createServer((_request, response) => {
      response.setHeader('content-length', BODY.length);
      response.end(BODY);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-balancer-test-'));
    const { port } = upstream.address() as AddressInfo;
    balancer = await startNginxBalancer(dir, await freePort(), [{ url: `http://127.0.0.1:${port}`, down: false }]);
  });

  afterAll(async () => {
    await balancer?.close();
    await new Promise((resolve) => upstream?.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes a download larger than its buffers whole to a client that reads slowly (the part it spools to disk included)', async () => {
    const response = await fetch(`${balancer.url}/media/models/a/files/b/big.stl`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      // A phone on a slow link: nginx fills its buffers and writes the rest of the answer to proxy/.
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(received).toBe(BODY.length);
    expect(fs.readFileSync(path.join(dir, 'error.log'), 'utf8')).not.toMatch(/\[(crit|alert|emerg)\]/);
  });
});
