import net from 'node:net';

const PORTS_PER_WORKER = 500;
const FIRST_PORT = 20_000;
let turn = 0;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port for a browser test's server. Not the OS's port 0: between the probe closing and the server
 * listening, another worker's probe could be handed the same port, and its readiness poll would then
 * be answered by our server. Each vitest worker has its own block, under Linux's ephemeral range
 * (32768 and up), where no outgoing connection (PostgreSQL's, Chromium's) takes a port either.
 */
export async function serverPort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  for (let tries = 0; tries < PORTS_PER_WORKER; tries++) {
    const port = FIRST_PORT + worker * PORTS_PER_WORKER + (turn++ % PORTS_PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in this worker's block (${FIRST_PORT + worker * PORTS_PER_WORKER} and the ${PORTS_PER_WORKER - 1} after it).`);
}
