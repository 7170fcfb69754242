// Loads N generated models (and their creators) into a site's database for the scale benchmarks:
//   DATABASE_URL=postgres://… node --import tsx bench/load-models.ts 1000000
//   DATA_DIR=/tmp/meshmandi-100k node --import tsx bench/load-models.ts 100000     (PGlite)
// The database is migrated first; run it while no server has the PGlite data dir open.
import { openDatabase } from '../src/server/db/database';
import { loadModels } from './support/load-models';

const count = Number(process.argv[2] ?? 100_000);
const url = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!url && !dataDir) throw new Error('Set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite) to say where to load the models.');
const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dataDir! }, { migrate: true });
try {
  console.log(`loading ${count} models into ${database.kind}`);
  const seconds = await loadModels(database.db, count, console.log);
  console.log(`${count} models in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} a second)`);
} finally {
  await database.close();
}
