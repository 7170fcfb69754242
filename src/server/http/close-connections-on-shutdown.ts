import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * When the app closes, let every connection that is not serving a request go at once, and each busy
 * one as soon as its response ends. Node's own closeIdleConnections skips a connection that was
 * opened but has not sent a request yet (a browser's preconnect, a load balancer's spare socket):
 * server.close() would then wait for the headers timeout, a minute, and a rolling deploy with it.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  const busy = new Map<Socket, number>();
  const open = new Set<Socket>();
  let closing = false;

  const settle = (socket: Socket) => {
    if (closing && !busy.has(socket)) socket.destroy();
  };
  app.server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      busy.delete(socket);
    });
  });
  // Keep-alive connections may carry pipelined requests: count them, the socket is idle at zero.
  app.server.on('request', (request, response) => {
    const socket = request.socket;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left > 0) busy.set(socket, left);
      else busy.delete(socket);
      settle(socket);
    });
  });
  // preClose runs before the server stops listening; the streams route ends its streams there too.
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of open) settle(socket);
  });
}
