import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The web build is stale when it is missing or older than any of its inputs. */
export function webBuildIsStale(root) {
  const built = path.join(root, 'dist/web/index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
