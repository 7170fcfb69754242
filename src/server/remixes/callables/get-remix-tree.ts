import { AppError } from '../../../shared/app-error';
import { getRemixTree, type RemixTreeNode } from '../../../shared/contracts/remixes/remixes';
import { REMIX_TREE_DEPTH, REMIX_TREE_MODELS_MAX } from '../../../shared/constants/remix-rules';
import type { Db } from '../../db/database';
import { loadModelFor, MODEL_NOT_FOUND, type Viewer } from '../../policies';
import { implement } from '../../callables/implement';
import { cardOf, linkedCards } from '../remix-cards';

/** The generations above take at most a third of the tree, so a model's originals show however many remixes it has. */
const ABOVE_MAX = Math.floor(REMIX_TREE_MODELS_MAX / 3);

interface Walk {
  generations: RemixTreeNode[][];
  truncated: boolean;
}

/**
 * Generation by generation from the model, one query each, only through models the viewer may see
 * (a hidden model cuts its branch). A model met again (two paths to it) shows once, where first met.
 */
async function walk(db: Db, viewer: Viewer, start: string, direction: 'sources' | 'remixes', budget: number, placed: Set<string>): Promise<Walk> {
  const generations: RemixTreeNode[][] = [];
  let frontier = [start];
  let left = budget;
  for (let depth = 0; depth < REMIX_TREE_DEPTH && frontier.length > 0 && left > 0; depth++) {
    const fetched = await linkedCards(db, viewer, frontier, direction, left + 1);
    const nodes = new Map<string, RemixTreeNode>();
    for (const { card, linkedTo } of fetched) {
      if (placed.has(card.id) && !nodes.has(card.id)) continue;
      const node = nodes.get(card.id) ?? { model: card, linkedTo: [] };
      node.linkedTo.push(linkedTo);
      nodes.set(card.id, node);
    }
    const generation = [...nodes.values()].slice(0, left);
    if (fetched.length > left || nodes.size > left) return { generations: [...generations, generation].filter((g) => g.length > 0), truncated: true };
    for (const node of generation) placed.add(node.model.id);
    if (generation.length > 0) generations.push(generation);
    left -= generation.length;
    frontier = generation.map((node) => node.model.id);
  }
  // Models beyond the last generation shown, or beyond the budget, are left out: say so.
  const beyond = frontier.length > 0 && (await linkedCards(db, viewer, frontier, direction, placed.size + 1)).some(({ card }) => !placed.has(card.id));
  return { generations, truncated: beyond };
}

export const getRemixTreeFunction = implement(getRemixTree, async ({ modelId }, ctx) => {
  const keys = await loadModelFor(ctx.db, ctx.user, modelId, 'model.view');
  const model = await cardOf(ctx.db, ctx.user, keys.id);
  if (!model) throw new AppError('not-found', MODEL_NOT_FOUND);
  const placed = new Set([model.id]);
  const above = await walk(ctx.db, ctx.user, model.id, 'sources', ABOVE_MAX, placed);
  const below = await walk(ctx.db, ctx.user, model.id, 'remixes', REMIX_TREE_MODELS_MAX - placed.size, placed);
  return { model, above: above.generations, below: below.generations, truncated: above.truncated || below.truncated, aboveTruncated: above.truncated };
});
