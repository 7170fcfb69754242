import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { SEARCH_CREATORS_LIMIT, type FoundCreator } from '../../shared/contracts/discovery/search-creators';
import type { Db } from '../db/database';
import { follows, models, users } from '../db/schema';
import { LISTED_PUBLICLY } from '../policies';
import { searchWords, wordsQuery } from './search-words';

/**
 * Who may be shown as a creator: an account that may sign in (shared/constants/user-status.ts
 * `maySignIn`). Inactive and banned accounts keep their public models (decision 041) but are not
 * offered to follow. Spelt as users_name_words_idx's predicate, so the planner uses that index.
 */
const SHOWN_ACCOUNT = sql`${users.status} = 'active'`;

/**
 * At most this many matching accounts are read and ordered: a word nearly everyone's name holds
 * (a common prefix) would otherwise read every account (0.9 s at 100,000 users). Past it the row
 * shows the best of the first this-many matches, which a broad word does not make worse.
 */
const CANDIDATES_READ = 500;

interface MatchRow extends Record<string, unknown> {
  id: string;
  username: string | null;
  display_name: string;
  photo_url: string | null;
  is_verified: boolean;
}

/**
 * Explore's creators for a search (issue 28, decision 056): active members whose display name or
 * username holds every word of the text, the last also as the start of a word when explore reads it
 * so (search-words.ts), who have at least one model a public list shows. Whole-word matches come
 * first, then the most followed. The matching names come from users_name_words_idx; they are
 * sorted before anything else is read (`offset 0` keeps the planner from pulling the models test
 * under the sort), so each one's models are looked up, by models_user_created_idx, only until
 * enough creators are found.
 */
export async function findCreators(db: Db, text: string, viewerId: string | null): Promise<FoundCreator[]> {
  const words = searchWords(text);
  if (words.length === 0) return [];
  const query = wordsQuery(words);
  const found = await db.execute<MatchRow>(sql`
    select named.id, named.username, named.display_name, named.photo_url, named.is_verified from (
      select candidates.* from (
        select ${users.id} as id, ${users.username} as username, ${users.displayName} as display_name,
               ${users.photoURL} as photo_url, (${users.creatorVerifiedAt} is not null) as is_verified, ${users.followersCount} as followers,
               ${users.nameWords} @@ to_tsquery('simple', ${query.exact}) as whole
        from ${users}
        where ${users.nameWords} @@ to_tsquery('simple', ${query.prefix ?? query.exact}) and ${SHOWN_ACCOUNT}
        limit ${CANDIDATES_READ}
      ) candidates
      order by candidates.whole desc, candidates.followers desc, candidates.id
      offset 0
    ) named
    where exists (select 1 from ${models} where ${models.userId} = named.id and ${LISTED_PUBLICLY})
    limit ${SEARCH_CREATORS_LIMIT}`);
  const ids = found.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counts, followed] = await Promise.all([
    db
      .select({ userId: models.userId, n: count() })
      .from(models)
      .where(and(inArray(models.userId, ids), LISTED_PUBLICLY))
      .groupBy(models.userId),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ id: follows.followedId })
          .from(follows)
          .where(and(eq(follows.followerId, viewerId), inArray(follows.followedId, ids))),
  ]);
  const modelsOf = new Map(counts.map((row) => [row.userId, Number(row.n)]));
  const followedIds = new Set(followed.map((row) => row.id));
  return found.rows.map((row) => ({
    uid: row.id,
    username: row.username,
    displayName: row.display_name,
    photoURL: row.photo_url,
    isVerified: row.is_verified,
    models: modelsOf.get(row.id) ?? 0,
    followedByMe: followedIds.has(row.id),
  }));
}
