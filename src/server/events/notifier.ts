import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseSource } from '../db/database';

/**
 * Live signals to every server node (decision 025): "the home feed is stale", later "user X has a
 * new notification". PostgreSQL's LISTEN/NOTIFY carries them between nodes; on PGlite there is
 * one node, and an in-process emitter does. Fire and forget: a signal missed by a node that was
 * down only matters while it is up, and what it stands for is in the database.
 */
export interface Notifier {
  publish(channel: string, payload?: string): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(channel: string, listener: (payload: string) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Channel names are identifiers in LISTEN: keep them to lower-case words and dashes. */
const CHANNEL = /^[a-z][a-z0-9-]{0,62}$/;
const RECONNECT_MS = 1000;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Not a notifier channel name: ${channel}`);
}

/** PGlite's own LISTEN, for what the database says itself (a trigger's pg_notify). */
interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/** The PGlite instance under drizzle (drizzle keeps its client as `$client`). */
function pgliteOf(database: Database): PgliteListener | null {
  const client = (database.db as unknown as { $client?: Partial<PgliteListener> }).$client;
  return typeof client?.listen === 'function' ? (client as PgliteListener) : null;
}

export function createNotifier(source: DatabaseSource, database: Database, log: FastifyBaseLogger): Notifier {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // PostgreSQL only: the connection that listens.
  let client: pg.Client | null = null;
  const subscribe = (channel: string, listener: (payload: string) => void) => {
    checkChannel(channel);
    local.on(channel, listener);
    if (client) void listenOn(channel);
    return () => void local.off(channel, listener);
  };
  if (source.kind !== 'postgres') {
    // The app's own signals go through the emitter; the database's (triggers) through PGlite's
    // LISTEN into the same emitter, once per channel. The app never pg_notifies here, so nothing arrives twice.
    const pglite = pgliteOf(database);
    const heard = new Set<string>();
    return {
      publish: async (channel, payload = '') => {
        checkChannel(channel);
        local.emit(channel, payload);
      },
      subscribe: (channel, listener) => {
        const unsubscribe = subscribe(channel, listener);
        if (pglite && !heard.has(channel)) {
          heard.add(channel);
          // Quoted, as on PostgreSQL: PGlite passes the name into LISTEN as it is, and channels have dashes.
          pglite.listen(`"${channel}"`, (payload) => local.emit(channel, payload)).catch((error: unknown) => log.warn({ err: error, channel }, 'could not listen'));
        }
        return unsubscribe;
      },
      start: async () => {},
      stop: async () => {},
    };
  }

  const connectionString = source.url;
  let stopped = false;
  const listening = new Set<string>();
  // One query at a time on the listening connection: LISTENs are chained.
  let listened: Promise<unknown> = Promise.resolve();
  function listenOn(channel: string): Promise<unknown> {
    const on = client;
    if (!on || listening.has(channel)) return listened;
    listening.add(channel);
    listened = listened.then(() => on.query(`listen "${channel}"`)).catch((error: unknown) => log.warn({ err: error, channel }, 'could not listen'));
    return listened;
  }
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => local.emit(message.channel, message.payload ?? ''));
    next.on('error', (error) => {
      // The connection is gone (a restart, a fail-over): listen again on a new one.
      log.warn({ err: error }, 'the notifier lost its database connection');
      if (client === next) client = null;
      listening.clear();
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    client = next;
    for (const channel of local.eventNames()) await listenOn(String(channel));
  }
  return {
    publish: async (channel, payload = '') => {
      checkChannel(channel);
      // On the background connections: a storm of requests waiting for the request pool must not
      // hold up the signal that tells every tab of the storm (issue 13's benchmark: seconds).
      await database.background.executeSql('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe,
    start: connect,
    stop: async () => {
      stopped = true;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
