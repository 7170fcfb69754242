// `npm run seed:demo [-- --force]`: fills an empty site with demo creators and ~30 generated models.
// It runs only when asked; with the embedded database, stop the server first (it holds DATA_DIR).
import { ConfigError, loadConfig } from '../src/server/config';
import { createServices } from '../src/server/create-services';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { eventQueues } from '../src/server/composition/event-queues';
import { seedDemo, SiteNotEmptyError } from '../src/server/seed/seed-demo';

try {
  const services = await createServices(loadConfig());
  try {
    // Publishing records events whose jobs go to pg-boss's queues (decision 025).
    await services.jobs.start({ periodic: [], queues: eventQueues(services) });
    const started = performance.now();
    console.log('Adding demo models:');
    const { created, skipped } = await seedDemo(services, { force: process.argv.includes('--force'), log: console.log });
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${created} models added, ${skipped} already there.`);
  } finally {
    await services.jobs.stop();
    await services.database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof SiteNotEmptyError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
