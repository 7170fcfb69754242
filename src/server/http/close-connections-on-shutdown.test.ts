import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

function connect(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

describe('closing the app', () => {
  it('does not wait for a connection that never sent a request, nor for an idle keep-alive one', async () => {
    const t = await createTestApp();
    // A preconnected socket: connected, nothing sent (Node would keep it for its 60 s headers timeout).
    const silent = await connect(t.url);
    silent.on('error', () => {});
    // A keep-alive socket that served one request and waits for the next.
    const keptAlive = await connect(t.url);
    keptAlive.on('error', () => {});
    const answered = new Promise<string>((resolve) => keptAlive.once('data', (chunk) => resolve(String(chunk))));
    keptAlive.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
    expect(await answered).toMatch(/^HTTP\/1\.1 200/);

    const started = Date.now();
    await Promise.race([
      Promise.all([t.close(), closed(silent), closed(keptAlive)]),
      new Promise((_, reject) => setTimeout(() => reject(new Error('the app did not close within 10 s')), 10_000)),
    ]);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 30_000);
});
