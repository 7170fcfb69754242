import fs from 'node:fs';

/** A process's CPU time so far (user and system), in seconds, from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()!.trim().split(/\s+/);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
