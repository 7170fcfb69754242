import { useSyncExternalStore } from 'react';

// Which file's problem areas the 3D view shows (decision 093): the toggle sits with each file's
// printability notes, the view at the top of the page, so they share this rather than props.
let shownFileId: string | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows one file's problem areas in the 3D view (null: none). */
export function showProblemAreas(fileId: string | null): void {
  if (fileId === shownFileId) return;
  shownFileId = fileId;
  for (const listener of listeners) listener();
}

/** The file whose problem areas are shown, or null. */
export function useProblemAreasFile(): string | null {
  return useSyncExternalStore(subscribe, () => shownFileId, () => null);
}
