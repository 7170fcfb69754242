import { z } from 'zod';
import { REMIX_SOURCES_MAX, REMIXES_SHOWN_DEFAULT, REMIXES_SHOWN_MAX } from '../../constants/remix-rules';
import { defineContract } from '../define-contract';
import { AdminChangeReason } from '../models/admin-change-reason';
import { ModelCardItem, ModelId } from '../models/model-shapes';

export const setRemixSources = defineContract({
  name: 'setRemixSources',
  summary: `Declare the models a model remixes (its creator only): the whole list, in order, at most ${REMIX_SOURCES_MAX}; an empty list removes them. Each source must be a model the owner may see, other than this one, listed once, not itself a remix (however far down) of this model, under a licence that allows derivatives (Custom terms only for their own creator). Nothing changes unless every source is accepted. Each newly named source's creator is told, unless it is the owner's own model. An admin may only take sources off another creator's model, with a \`reason\` that is audited and told to its owner. Errors read "Failed to declare remixes: {reason}".`,
  // Its creator declares; an admin may only remove (the handler says so): a lineage is the creator's own statement.
  access: 'user',
  failureMessage: 'Failed to declare remixes',
  input: z.strictObject({
    modelId: ModelId,
    sourceIds: z.array(ModelId).max(REMIX_SOURCES_MAX, `at most ${REMIX_SOURCES_MAX} models`),
    /** Required of an admin changing someone else's model; its owner is told. */
    reason: AdminChangeReason,
  }),
  output: z.object({ sources: z.array(ModelCardItem) }),
});

export const getModelRemixes = defineContract({
  name: 'getModelRemixes',
  summary: `A model's "Remixed from" (its sources, in the owner's order) and "Remixes" (models that remix it, newest first, at most \`limit\`, with how many there are), only models the caller may see.`,
  access: 'public',
  input: z.object({
    modelId: ModelId,
    limit: z.number().int().min(1).max(REMIXES_SHOWN_MAX).default(REMIXES_SHOWN_DEFAULT),
  }),
  output: z.object({ sources: z.array(ModelCardItem), remixes: z.array(ModelCardItem), remixCount: z.number().int() }),
});

/** A model of the family tree, and the models of the generation nearer the middle it is linked to. */
export const RemixTreeNode = z.object({ model: ModelCardItem, linkedTo: z.array(z.string()) });
export type RemixTreeNode = z.infer<typeof RemixTreeNode>;

export const getRemixTree = defineContract({
  name: 'getRemixTree',
  summary:
    'A model\'s remix family: the generations it comes from (`above`, nearest first; the last holds the originals) and the generations of remixes made from it (`below`, nearest first), each node naming the models of the generation nearer the middle it is linked to. Bounded in generations and in models (`truncated` says some were left out); only models the caller may see, and a model they may not see cuts its branch.',
  access: 'public',
  input: z.object({ modelId: ModelId }),
  output: z.object({
    model: ModelCardItem,
    above: z.array(z.array(RemixTreeNode)),
    below: z.array(z.array(RemixTreeNode)),
    truncated: z.boolean(),
    /** Some generations above were left out: the last one shown may not hold the originals. */
    aboveTruncated: z.boolean(),
  }),
});
