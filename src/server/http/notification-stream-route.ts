import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../shared/app-error';
import { createNotificationStreamHub, type NotificationStreamHub, sseRetry, createStreamSeats, STREAMS_PER_ACCOUNT } from '../notifications';
import type { Services } from '../services';
import { toFetchHeaders } from '../auth';

export const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';
/** The browser's wait before reconnecting after a drop (EventSource reconnects by itself). */
const RETRY_MS = 3000;
/** A tab that stops reading (asleep, a dead link) is let go rather than buffered without end. */
const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * GET /api/notifications/stream: the signed-in person's unread count as Server-Sent Events
 * ("event: unread", data {count}) at once, then after every change to their notifications, on
 * whichever node the change happened (the hub). Not compressed: a compressor would hold events back.
 */
export function registerNotificationStreamRoute(app: FastifyInstance, services: Services): NotificationStreamHub {
  // The counts it pushes are read on the background connections, beside the jobs that wrote them,
  // not behind the requests of a storm.
  const hub = createNotificationStreamHub({ notifier: services.notifier, db: services.database.background.db, log: services.log });
  const seats = createStreamSeats(services.db, services.jobs.nodeId);
  // Open streams would keep the server from closing; they end first (browsers reconnect to another node).
  app.addHook('preClose', async () => {
    hub.close();
    await seats.giveAll().catch((error: unknown) => services.log.warn({ err: error }, 'could not let the notification streams’ seats go'));
  });
  // Tests and the benchmark count the open streams through it.
  app.decorate('notificationStreams', hub);

  app.get(NOTIFICATION_STREAM_PATH, { compress: false }, async (request, reply) => {
    const found = request.headers.cookie || request.headers.authorization ? await services.auth.api.getSession({ headers: toFetchHeaders(request) }) : null;
    if (!found) throw new AppError('unauthenticated', 'User not authenticated');
    // Refused rather than the oldest closed: a closed stream's browser reconnects, which would close
    // the next oldest, and so on round the tabs. A refused EventSource does not reconnect.
    const seat = await seats.take(found.user.id);
    if (!seat) throw new AppError('resource-exhausted', `Too many notification streams are open for your account (at most ${STREAMS_PER_ACCOUNT}). Close some tabs and try again.`);

    const body = new PassThrough();
    const remove = hub.add({
      userId: found.user.id,
      sessionId: found.session.id,
      write: (chunk) => {
        if (body.writableLength > MAX_BUFFERED_BYTES) body.end();
        else if (!body.writableEnded) body.write(chunk);
      },
      end: () => body.end(),
    });
    // The tab closed or the connection dropped: stop writing to it, and let its socket go.
    let seated = true;
    const cleanUp = () => {
      remove();
      if (seated) {
        seated = false;
        seats.give(seat).catch((error: unknown) => request.log.warn({ err: error }, 'could not let a notification stream’s seat go'));
      }
      body.destroy();
      // A stream cut off midway leaves a socket that cannot serve another request: close it.
      if (!reply.raw.writableFinished) reply.raw.destroy();
    };
    request.raw.once('close', cleanUp);
    reply.raw.once('close', cleanUp);
    body.once('close', cleanUp);
    body.write(sseRetry(RETRY_MS));
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      // nginx and similar proxies buffer responses unless told not to.
      .header('x-accel-buffering', 'no')
      .send(body);
  });
  return hub;
}
