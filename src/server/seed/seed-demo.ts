import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { models, users, type UserRow } from '../db/schema';
import { DEMO_CREATORS, DEMO_MODELS, renderMeshPreview, encodeMesh, publishModel, sourceFile } from '../models';
import { newId } from '../db/new-id';
import type { Services } from '../services';

export const DEMO_EMAIL_DOMAIN = 'demo.meshmandi.in';

export class SiteNotEmptyError extends Error {
  override name = 'SiteNotEmptyError';
}

const demoEmail = (username: string) => `${username}@${DEMO_EMAIL_DOMAIN}`;

async function demoCreators(services: Services): Promise<Map<string, UserRow>> {
  const byUsername = new Map<string, UserRow>();
  for (const creator of DEMO_CREATORS) {
    const [row] = await services.db
      .insert(users)
      .values({ id: newId(), email: demoEmail(creator.username), username: creator.username, displayName: creator.displayName, bio: creator.bio, isVerified: true })
      .onConflictDoUpdate({ target: users.email, set: { displayName: creator.displayName, bio: creator.bio } })
      .returning();
    byUsername.set(creator.username, row!);
  }
  return byUsername;
}

/**
 * Fills a site with the demo creators and their generated models, each published the way an upload
 * is (checked, stored, previewed, analysed). Refuses a site that has models of real users unless
 * forced; models it already made are skipped, so running it twice adds nothing.
 */
export async function seedDemo(services: Services, options: { force?: boolean; limit?: number; log?: (line: string) => void } = {}): Promise<{ created: number; skipped: number }> {
  const log = options.log ?? (() => {});
  const demoEmails = DEMO_CREATORS.map((c) => demoEmail(c.username));
  const [foreign] = await services.db
    .select({ id: models.id })
    .from(models)
    .innerJoin(users, eq(users.id, models.userId))
    .where(notInArray(users.email, demoEmails))
    .limit(1);
  if (foreign && !options.force) {
    throw new SiteNotEmptyError('This site already has models of real users; the demo content is for empty sites. Use --force to add it anyway.');
  }
  const creators = await demoCreators(services);
  const existing = await services.db
    .select({ title: models.title, userId: models.userId })
    .from(models)
    .where(and(inArray(models.userId, [...creators.values()].map((c) => c.id))));
  const made = new Set(existing.map((m) => `${m.userId}:${m.title}`));
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'meshmandi-demo-'));
  const catalogue = DEMO_MODELS.slice(0, options.limit ?? DEMO_MODELS.length);
  let created = 0;
  try {
    for (const demo of catalogue) {
      const owner = creators.get(demo.creator);
      if (!owner) throw new Error(`Demo model ${demo.key} names an unknown creator ${demo.creator}`);
      if (made.has(`${owner.id}:${demo.title}`)) continue;
      const mesh = demo.build();
      const file = path.join(work, `${demo.key}.${demo.format}`);
      const preview = path.join(work, `${demo.key}.png`);
      await fs.writeFile(file, encodeMesh(mesh, demo.format, demo.key));
      await fs.writeFile(preview, await renderMeshPreview(mesh, { colour: demo.colour }));
      await publishModel(
        services,
        owner,
        { title: demo.title, description: demo.description, category: demo.category, tags: demo.tags, licence: demo.licence, visibility: 'public' },
        { files: [await sourceFile(file, `${demo.key}.${demo.format}`)], previews: [await sourceFile(preview, `${demo.key}-render.png`)] },
      );
      created += 1;
      log(`  ${demo.title} (${owner.displayName})`);
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  await services.analysis.drain();
  return { created, skipped: catalogue.length - created };
}
