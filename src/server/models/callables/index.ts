import type { Implementation } from '../../callables/implement';
import { createModelFunction } from './create-model';
import { deleteModelFunction } from './delete-model';
import { featureModelFunction } from './feature-model';
import { getFileProblemEdgesFunction } from './get-file-problem-edges';
import { getModelFunction } from './get-model';
import { getRelatedModelsFunction } from './get-related-models';
import { getSlicerLinksFunction } from './get-slicer-links';
import { listMyModelsFunction } from './list-my-models';
import { recordModelViewFunction } from './record-model-view';
import { recordShareFunction } from './record-share';
import { updateModelFunction } from './update-model';

/** The models callables; composition/callable-registry.ts collects every area's list. */
export const modelsCallables: readonly Implementation[] = [
  createModelFunction,
  getModelFunction,
  getFileProblemEdgesFunction,
  updateModelFunction,
  deleteModelFunction,
  featureModelFunction,
  recordModelViewFunction,
  recordShareFunction,
  getRelatedModelsFunction,
  listMyModelsFunction,
  getSlicerLinksFunction,
];
