import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX_PATH, openToNginxWorkers } from '../nginx-proxy';

export interface Upstream {
  /** `http://127.0.0.1:port` of a node. */
  url: string;
  /** Out of the rotation: its /readyz fails, or it is gone. */
  down: boolean;
}

export interface NginxBalancer {
  url: string;
  /** Writes the upstream list and reloads nginx; resolves once the new workers answer. */
  setUpstreams(upstreams: Upstream[]): Promise<void>;
  close(): Promise<void>;
}

const hostPort = (url: string) => new URL(url).host;

/**
 * The production shape of the load balancer (docs/deploy.md), as nginx from Debian runs it:
 * round robin over the nodes with keep-alive, a node that refuses a connection skipped for the
 * request and for `fail_timeout`, request bodies streamed to the node (tus uploads), the
 * notification stream unbuffered with an hour's read timeout, and the client's address appended
 * to X-Forwarded-For for the nodes' TRUST_PROXY. Open-source nginx has no active health checks:
 * the cluster's readiness watch marks a node whose /readyz fails `down` and reloads.
 */
function configFor(dir: string, port: number, upstreams: Upstream[], generation: number): string {
  const temp = (name: string) => path.join(dir, name);
  // nginx needs one server that is not down; with none ready, all stay listed and the passive check decides.
  const listed = upstreams.every((u) => u.down) ? upstreams.map((u) => ({ ...u, down: false })) : upstreams;
  const servers = listed.map((u) => `    server ${hostPort(u.url)} max_fails=1 fail_timeout=10s${u.down ? ' down' : ''};`).join('\n');
  return `
worker_processes 1;
# An old worker holding streams after a reload ends within this; the streams' browsers reconnect.
worker_shutdown_timeout 10s;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  upstream meshmandi {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    # The nodes bound every body themselves (uploads by tus chunk, JSON by size and depth).
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A request no node has seen yet goes to the next node; one a node began is never sent twice.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    location = /__balancer { return 200 "generation ${generation}"; }
    location = /api/notifications/stream {
      proxy_pass http://meshmandi;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://meshmandi;
      proxy_read_timeout 5m;
    }
  }
}
`;
}

async function answers(url: string, body: string, child: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${fs.readFileSync(log, 'utf8')}`);
    const got = await fetch(url).then((r) => r.text(), () => '');
    if (got === body) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx did not answer "${body}" at ${url}: ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
}

/** nginx (master and one worker) in `dir`, listening on `port` in front of the upstreams. */
export async function startNginxBalancer(dir: string, port: number, upstreams: Upstream[]): Promise<NginxBalancer> {
  if (!NGINX_PATH) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  fs.mkdirSync(dir, { recursive: true });
  openToNginxWorkers(dir);
  const conf = path.join(dir, 'nginx.conf');
  const log = path.join(dir, 'error.log');
  const url = `http://127.0.0.1:${port}`;
  let generation = 1;
  fs.writeFileSync(conf, configFor(dir, port, upstreams, generation));
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', conf, '-e', log, '-g', 'daemon off;'], { stdio: 'ignore' });
  await answers(`${url}/__balancer`, `generation ${generation}`, child, log);
  // One reload at a time: a second SIGHUP before the first's workers start could be lost.
  let reloading = Promise.resolve();
  return {
    url,
    setUpstreams: (next) => {
      reloading = reloading.then(async () => {
        generation += 1;
        fs.writeFileSync(conf, configFor(dir, port, next, generation));
        child.kill('SIGHUP');
        await answers(`${url}/__balancer`, `generation ${generation}`, child, log);
      });
      return reloading;
    },
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // SIGQUIT: a graceful stop, SIGTERM a fast one; either ends with the master.
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
