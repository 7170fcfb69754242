import { and, eq } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { Db } from '../db/database';
import { models } from '../db/schema';
import { LISTED_PUBLICLY } from '../policies';

const OFF_SITE = 'linkPath: a path on this site, such as /explore or /sponsored; a house ad never leads off the site';
/** Only for parsing: any origin would do, since the path must stay on it. */
const HERE = 'https://meshmandi.invalid';

/**
 * Where a house ad may lead (decision 084): a page of this site, given as a path. Not a scheme, a
 * protocol-relative `//elsewhere` or `/\elsewhere` (browsers read both as another host), not the
 * API or a file; returned as the parsed path, so what is stored is what a browser would open.
 */
export function onSitePath(given: string): string {
  if (!given.startsWith('/') || given.startsWith('//') || given.startsWith('/\\') || /[\s\\]/.test(given)) throw new AppError('invalid-argument', OFF_SITE);
  let url: URL;
  try {
    url = new URL(given, HERE);
  } catch {
    throw new AppError('invalid-argument', OFF_SITE);
  }
  if (url.origin !== HERE) throw new AppError('invalid-argument', OFF_SITE);
  if (/^\/(api|media|uploads|assets)(\/|$)/.test(url.pathname)) throw new AppError('invalid-argument', 'linkPath: a page of this site, not the API or a file');
  return url.pathname + url.search + url.hash;
}

/** A house ad's picture is a public model's cover: our own processed image, never a link from elsewhere. */
export async function checkImageModel(db: Db, modelId: string | null): Promise<string | null> {
  if (!modelId) return null;
  const [model] = await db.select({ id: models.id }).from(models).where(and(eq(models.id, modelId), LISTED_PUBLICLY));
  if (!model) throw new AppError('invalid-argument', 'imageModelId: no public model has this id; its cover is the picture');
  return model.id;
}
