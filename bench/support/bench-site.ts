// A real site in this process for benchmarks: temp DATA_DIR, PGlite (or DATABASE_URL), no rate limits,
// and one published model made from a fixture file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createServices } from '../../src/server/create-services';
import type { Services } from '../../src/server/services';
import { users } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/new-id';
import { publishModel, sourceFile } from '../../src/server/models/publish-model';

/** `withRoutes` adds a benchmark's own routes: Fastify takes none once the app is ready. */
export async function startBenchSite(extraEnv: Record<string, string> = {}, withRoutes?: (app: FastifyInstance, services: Services) => void) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meshmandi-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...extraEnv,
  });
  const services = await createServices(config);
  const app = await buildApp(services, { webDistDir: path.join(dataDir, 'no-web') });
  withRoutes?.(app, services);
  // Starts the job queue, which publishing needs for its events.
  await app.ready();
  return {
    app,
    services,
    dataDir,
    async close() {
      await app.close();
      await services.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BenchSite = Awaited<ReturnType<typeof startBenchSite>>;

/** A creator and one public model with an STL and a preview, as an upload would make it. */
export async function seedOneModel(site: BenchSite): Promise<string> {
  const id = newId();
  const [owner] = await site.services.db
    .insert(users)
    .values({ id, email: `bench-${id}@example.in`, username: `bench_${id.toLowerCase().replace(/[^a-z0-9]/g, '')}`.slice(0, 30), displayName: 'Bench Maker' })
    .returning();
  const stl = path.join(import.meta.dirname, '../../src/server/models/analysis/fixtures/20mm-xyz-cube.stl');
  const png = path.join(site.dataDir, 'preview.png');
  await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#7c3aed' } }).png().toFile(png);
  const model = await publishModel(
    site.services,
    owner!,
    { title: 'Benchmark cube', description: 'A calibration cube.', category: '3D Printing', tags: ['bench'], licence: 'CC-BY-4.0', visibility: 'public' },
    { files: [await sourceFile(stl, 'cube.stl')], previews: [await sourceFile(png, 'preview.png')] },
  );
  await site.services.analysis.drain();
  return model.id;
}
