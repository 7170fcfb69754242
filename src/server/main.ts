import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { createServices } from './create-services';
import { serverPasswordChecker } from './auth';
import { DataDirLockedError } from './db/data-dir-lock';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const services = await createServices(config);
  const readiness = { draining: false };
  const app = await buildApp(services, { readiness });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    try {
      // Out of the load balancer's rotation first; what it already sent here is still answered.
      readiness.draining = true;
      if (config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
      await app.close();
    } finally {
      await services.database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: services.database.kind, storage: config.storage.driver, ms: Math.round(performance.now() - startedAt) },
    `Meshmandi is ready at ${config.publicUrl}`,
  );
  // zxcvbn's dictionaries (about a second of CPU, blocking) are built once the server answers, not
  // before, and a second later, so that the first readiness poll is not answered after them either.
  // A sign-up that comes first starts the same build itself and waits for it (decision 065).
  setTimeout(() => {
    const buildingFrom = performance.now();
    serverPasswordChecker.prepare().then(
      () => app.log.info({ ms: Math.round(performance.now() - buildingFrom) }, 'password checker built'),
      (error: unknown) => app.log.error({ err: error }, 'could not build the password checker; the next password check tries again'),
    );
  }, 1000).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
