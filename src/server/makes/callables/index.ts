import type { Implementation } from '../../callables/implement';
import { deleteMakeFunction } from './delete-make';
import { listModelMakesFunction } from './list-model-makes';
import { listUserMakesFunction } from './list-user-makes';
import { postMakeFunction } from './post-make';

/** The makes callables; composition/callable-registry.ts collects every area's list. */
export const makesCallables: readonly Implementation[] = [postMakeFunction, deleteMakeFunction, listModelMakesFunction, listUserMakesFunction];
