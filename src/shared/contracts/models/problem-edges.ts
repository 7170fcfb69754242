import { z } from 'zod';
import { defineContract } from '../define-contract';
import { ModelId } from './model-shapes';

/**
 * One kind of problem area: up to 5,000 of them and how many the file has in all. An edge is its two
 * ends (six numbers), a flipped face its three corners (nine numbers).
 */
const PositionList = z.object({
  positions: z.array(z.number()),
  total: z.number().int(),
});

/** Thin-wall samples (decision 094): up to 5,000 thin samples' surface points (three numbers a point), how many of the samples were thin, and the minimum wall in mm. */
const ThinWallPoints = z.object({
  positions: z.array(z.number()),
  total: z.number().int(),
  minimumWall: z.number(),
});

export const getFileProblemEdges = defineContract({
  name: 'getFileProblemEdges',
  summary:
    "Where a model file's problem areas are, for the 3D view to highlight (decisions 093, 096): its open (boundary) and non-manifold edges' two ends, its flipped faces' three corners and its thin-wall samples' surface points, in the millimetres and axes the view draws the file in, at most 5,000 of each kind, with the file's full counts. `flipped` and `thinWalls` are null when not known: the file was analysed before they were kept (re-analysis keeps them), or was over the budget for counting them. Anyone who may see the model may ask; a private model is found only by its owner and admins.",
  access: 'public',
  input: z.object({
    modelId: ModelId,
    fileId: z
      .string({ error: (issue) => (issue.input === undefined ? 'fileId is required' : 'must be text') })
      .trim()
      .min(1, 'fileId is required')
      .max(64, 'at most 64 characters'),
  }),
  output: z.object({
    open: PositionList,
    nonManifold: PositionList,
    flipped: PositionList.nullable(),
    thinWalls: ThinWallPoints.nullable(),
  }),
});
