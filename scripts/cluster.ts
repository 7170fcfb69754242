// `npm run cluster -- [--nodes N]` (issue 32, docs/deploy.md): N server nodes (3 unless told) on the
// PostgreSQL that DATABASE_URL names, one local S3 bucket (s3rver) and nginx from Debian in front,
// each node's /readyz watched every second. The site is at the address printed; Ctrl-C stops it all.
// Try `kill -9` on a node's process: nginx stops sending to it within a second or two.
import { startCluster } from '../src/server/test/cluster/start-cluster';

const USAGE = 'usage: DATABASE_URL=postgres://… npm run cluster -- [--nodes N]   (N from 1 to 8)';
const args = process.argv.slice(2);
const at = args.indexOf('--nodes');
const nodes = at >= 0 ? Number(args[at + 1]) : 3;
const databaseUrl = process.env.DATABASE_URL;
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 8 || args.some((arg, i) => arg !== '--nodes' && i !== at + 1)) {
  console.error(USAGE);
  process.exit(2);
}
if (!databaseUrl?.startsWith('postgres')) {
  console.error(`\nThe cluster's nodes share one PostgreSQL: set DATABASE_URL to it (the embedded database serves one process).\n${USAGE}\n`);
  process.exit(2);
}

try {
  const cluster = await startCluster({ databaseUrl, nodes, env: { NODE_ENV: 'development', LOG_LEVEL: 'info' } });
  console.log(`Meshmandi on ${nodes} node${nodes === 1 ? '' : 's'} behind nginx: ${cluster.url}`);
  cluster.nodes.forEach((node, i) => console.log(`  node ${i + 1}: ${node?.url} (pid ${node?.child.pid})`));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster…');
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (error) {
  console.error(error instanceof Error ? `\n${error.message}\n` : error);
  process.exit(1);
}
