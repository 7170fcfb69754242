import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of a file, or of anything under a folder; 0 when it does not exist. */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** A build is stale when its output file is missing or older than any of its inputs (paths under root). */
export function buildIsStale(root, output, inputs) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
