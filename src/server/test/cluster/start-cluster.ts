import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { startS3TestServer, type S3TestServer } from '../s3-test-server';
import { startServerNode, type ServerNode } from '../server-node';
import { startNginxBalancer, type NginxBalancer } from './nginx-balancer';

export interface Cluster {
  /** nginx: what browsers and the load generator talk to. */
  url: string;
  /** The nodes in rotation order; a killed one stays listed (down) until restarted. */
  nodes: (ServerNode | null)[];
  /** The environment every node runs with (database, bucket, secrets). */
  env: Record<string, string>;
  /** SIGKILL: the node dies at once, mid-request, as a crashed machine would. */
  kill(index: number): Promise<void>;
  /** SIGTERM (the node drains, then closes), then a new node in its place. */
  restart(index: number): Promise<void>;
  /** Resolves once nginx's upstream list matches what the nodes' /readyz say. */
  settled(): Promise<void>;
  /** nginx's error log and the end of each node's output: what a failed test prints. */
  logs(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  databaseUrl: string;
  nodes: number;
  /** How often each node's /readyz is asked (ms). */
  healthCheckMs?: number;
  env?: Record<string, string>;
}

async function ready(url: string): Promise<boolean> {
  return fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok, () => false);
}

/** Checks in a row a node must fail before it leaves the rotation: one slow answer on a loaded machine is not a dead node. */
const FAILS_TO_GO_DOWN = 2;

/**
 * N server nodes on one PostgreSQL and one S3 bucket (s3rver), behind nginx (issue 32 item 3):
 * `npm run cluster` by hand, and the cluster test. A watch asks each node's /readyz every second
 * and takes a node that fails twice in a row out of nginx's rotation (a reload), and back when it answers.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-cluster-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let s3: S3TestServer | undefined;
  let balancer: NginxBalancer | undefined;
  const nodes: (ServerNode | null)[] = [];
  let watching = true;
  let watch: Promise<void> = Promise.resolve();
  try {
    s3 = await startS3TestServer(`meshmandi-cluster-${randomBytes(3).toString('hex')}`);
    const env: Record<string, string> = {
      ...s3.env,
      PUBLIC_URL: url,
      // nginx on loopback names the client; nothing else may.
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_SECONDS: String(Math.ceil((2 * (options.healthCheckMs ?? 1000)) / 1000)),
      ...options.env,
    };
    const authSecret = randomBytes(32).toString('hex');
    const startNode = () => startServerNode({ databaseUrl: options.databaseUrl, authSecret, env });
    // The first node migrates the database; the others then start side by side.
    nodes.push(await startNode());
    nodes.push(...(await Promise.all(Array.from({ length: options.nodes - 1 }, startNode))));

    // A node gone from the list (killed, or stopping for a restart) leaves at once; a live one after FAILS_TO_GO_DOWN failed checks.
    const failures = new Map<string, number>();
    const upstreamsNow = async () =>
      Promise.all(
        nodes.map(async (node) => {
          if (!node) return { url: '', down: true };
          const failed = (await ready(node.url)) ? 0 : (failures.get(node.url) ?? 0) + 1;
          failures.set(node.url, failed);
          return { url: node.url, down: failed >= FAILS_TO_GO_DOWN };
        }),
      );
    const listed = (list: { url: string; down: boolean }[]) => list.filter((u) => u.url).map(({ url: u, down }) => ({ url: u, down }));
    balancer = await startNginxBalancer(dir, port, listed(await upstreamsNow()));
    const b = balancer;
    let shown = JSON.stringify(listed(await upstreamsNow()));
    const look = async () => {
      const now = JSON.stringify(listed(await upstreamsNow()));
      if (now !== shown) {
        await b.setUpstreams(JSON.parse(now) as { url: string; down: boolean }[]);
        shown = now;
      }
    };
    const loop = async () => {
      while (watching) {
        await look().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, options.healthCheckMs ?? 1000));
      }
    };
    watch = loop();

    const cluster: Cluster = {
      url,
      nodes,
      env,
      kill: async (index) => {
        const node = nodes[index];
        if (!node) return;
        nodes[index] = null;
        node.child.kill('SIGKILL');
        await node.stop();
      },
      restart: async (index) => {
        const node = nodes[index];
        nodes[index] = null;
        // The watch sees /readyz fail during the drain and takes the node out before it closes.
        if (node) await node.stop();
        nodes[index] = await startNode();
        await cluster.settled();
      },
      settled: async () => {
        await look();
      },
      logs: () => {
        const nginxLog = path.join(dir, 'error.log');
        const tail = (text: string) => text.split('\n').slice(-40).join('\n');
        return [
          `nginx:\n${fs.existsSync(nginxLog) ? tail(fs.readFileSync(nginxLog, 'utf8')) : '(no log)'}`,
          ...nodes.map((node, i) => `node ${i}:\n${node ? tail(node.output()) : '(killed)'}`),
        ].join('\n');
      },
      stop: async () => {
        watching = false;
        await watch;
        await b.close();
        await Promise.all(nodes.map((node) => node?.stop()));
        await s3?.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
    return cluster;
  } catch (error) {
    watching = false;
    await watch;
    await balancer?.close();
    await Promise.all(nodes.map((node) => node?.stop().catch(() => undefined)));
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
