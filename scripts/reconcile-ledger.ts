// `npm run ledger:reconcile`: proves every book of the money ledger sums to zero, every
// transaction balances and every cached balance equals its entries. Exit code 1 when not.
// With the embedded database, stop the server first (it holds DATA_DIR).
import { ConfigError, loadConfig } from '../src/server/config';
import { databaseSourceFor } from '../src/server/create-services';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { openDatabase } from '../src/server/db/database';
import { reconcileLedger } from '../src/server/money/reconcile-ledger';

try {
  const database = await openDatabase(databaseSourceFor(loadConfig()), { migrate: true });
  try {
    const report = await reconcileLedger(database.db);
    console.log(JSON.stringify(report, null, 2));
    console.log(report.balanced ? '\nThe ledger reconciles: every book sums to zero.' : '\nTHE LEDGER DOES NOT RECONCILE.');
    if (!report.balanced) process.exitCode = 1;
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
