import type { OwnedRecord } from '../../shared/contracts/define-contract';
import type { Db } from '../db/database';
import type { Viewer } from './authorize';
import { loadModelFor } from './load-model-for';

/**
 * What `access: 'owner'` means: before the handler runs, the record the contract names is loaded
 * from the validated input and the action's rule is checked on it (not found, or not yours). The
 * handler checks again on the row it locks, for a record that changed or went meanwhile.
 */
export async function authorizeOwned(db: Db, viewer: Viewer, owns: OwnedRecord, input: unknown): Promise<void> {
  const id = (input as Record<string, unknown>)[owns.idField];
  if (typeof id !== 'string') throw new Error(`the contract's owned id field ${owns.idField} is not a string in its input`);
  switch (owns.kind) {
    case 'model':
      await loadModelFor(db, viewer, id, `model.${owns.action}`);
      return;
  }
}
