import { z } from 'zod';
import { defineContract } from '../define-contract';
import { ModelId } from './model-shapes';

/** One kind of problem edge: up to 5,000 edges' ends (x, y, z twice an edge) and how many the file has in all. */
const ProblemEdgeList = z.object({
  positions: z.array(z.number()),
  total: z.number().int(),
});

export const getFileProblemEdges = defineContract({
  name: 'getFileProblemEdges',
  summary:
    "Where a model file's open (boundary) and non-manifold edges are, for the 3D view to highlight (decision 093): each edge's two ends in the millimetres and axes the view draws the file in, at most 5,000 edges of each kind, with the file's full counts. Anyone who may see the model may ask; a private model is found only by its owner and admins.",
  access: 'public',
  input: z.object({
    modelId: ModelId,
    fileId: z
      .string({ error: (issue) => (issue.input === undefined ? 'fileId is required' : 'must be text') })
      .trim()
      .min(1, 'fileId is required')
      .max(64, 'at most 64 characters'),
  }),
  output: z.object({ open: ProblemEdgeList, nonManifold: ProblemEdgeList }),
});
