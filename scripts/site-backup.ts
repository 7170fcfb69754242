// `npm run backup -- <folder>` and `npm run restore -- <folder>` (decision 087, docs/deploy.md):
// the whole site (database and stored files) into a new folder, and back into an empty database and
// bucket. Both read the server's own settings (DATABASE_URL, DATA_DIR, S3_*). With the embedded
// database, stop the server first (it holds DATA_DIR). `--pg-bin <dir>` names where pg_dump and
// pg_restore are when they are neither in /usr/lib/postgresql/<version>/bin nor on PATH.
import path from 'node:path';
import { backupSite, restoreSite } from '../src/server/backup';
import { ConfigError, loadConfig } from '../src/server/config';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';

const USAGE = 'usage: npm run backup -- <new folder> | npm run restore -- <backup folder>   [--pg-bin <dir>]';

const args = process.argv.slice(2);
const pgBinAt = args.indexOf('--pg-bin');
const pgBinDir = pgBinAt >= 0 ? args[pgBinAt + 1] : undefined;
const [command, folder] = args.filter((_, i) => pgBinAt < 0 || (i !== pgBinAt && i !== pgBinAt + 1));

if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const options = { config: loadConfig(), dir: path.resolve(folder), pgBinDir, say: (line: string) => console.log(line) };
  const manifest = command === 'backup' ? await backupSite(options) : await restoreSite(options);
  console.log(`${command === 'backup' ? 'Backed up' : 'Restored'}: ${manifest.database.kind} database and ${manifest.storage.objects.length} stored objects (${options.dir}).`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(`\n${error.message}\n`);
  else console.error(error instanceof Error ? `\n${error.message}\n` : error);
  process.exit(1);
}
