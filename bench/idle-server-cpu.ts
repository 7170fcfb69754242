// What an idle server node costs: the built server on a new embedded database (the browser tests'
// settings: counts rolled up every second), left alone for `SECONDS` (default 30) after a 10 s
// settle, its process's CPU time read from /proc. Decision 073: pg-boss's per-queue polls were most
// of it. Run it on a quiet machine, against a base built in a worktree for comparison:
//   node --import tsx bench/idle-server-cpu.ts [SECONDS]
import { startServer } from '../e2e/support/server';
import { cpuSeconds } from './support/process-cpu';

const seconds = Number(process.argv[2] ?? 30);
const server = await startServer();
try {
  const pid = server.child.pid!;
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const before = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const share = (cpuSeconds(pid) - before) / seconds;
  console.log(`idle for ${seconds} s: ${(share * 100).toFixed(1)} % of a core`);
} finally {
  await server.stop();
}
