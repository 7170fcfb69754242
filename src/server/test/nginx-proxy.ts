import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Where Debian's nginx-light puts nginx (`.ci/run` installs it when missing). */
export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/**
 * Opens nginx's own folder to its workers. Started by root (CI), nginx runs its workers as `nobody`,
 * and they spool a response larger than their buffers into the temp folders the master makes here:
 * behind a private (0700) folder the open failed, and a 6 MB download was cut off at about 4 MB
 * ("Permission denied" in nginx's log, "terminated, other side closed" at the client).
 */
export function openToNginxWorkers(dir: string): void {
  fs.chmodSync(dir, 0o755);
}

export interface NginxProxy {
  /** `http://127.0.0.1:port`: the proxy, forwarding everything to the upstream. */
  url: string;
  port: number;
  close(): Promise<void>;
}

async function listening(port: number, child: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${fs.readFileSync(log, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx did not listen on ${port}: ${fs.readFileSync(log, 'utf8')}`);
}

/**
 * A real nginx in front of a test server, configured as an ordinary load balancer: it appends the
 * address it was connected from to X-Forwarded-For and passes the rest through. Everything it
 * writes stays in its own temporary directory.
 */
export async function startNginxProxy(upstream: string): Promise<NginxProxy> {
  if (!NGINX_PATH) throw new Error('nginx is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-nginx-'));
  openToNginxWorkers(dir);
  const port = await freePort();
  const log = path.join(dir, 'error.log');
  const temp = (name: string) => path.join(dir, name);
  const config = `
pid ${temp('nginx.pid')};
error_log ${log} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  client_max_body_size 2m;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass ${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
  fs.writeFileSync(temp('nginx.conf'), config);
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', temp('nginx.conf'), '-e', log, '-g', 'daemon off; master_process off;'], { stdio: 'ignore' });
  await listening(port, child, log);
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
