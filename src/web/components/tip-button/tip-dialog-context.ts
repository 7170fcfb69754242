import { createContext, useContext } from 'react';

/** Whom a tip goes to (SPEC §2's tip button inputs): a member, or the platform (creatorId 'platform'). */
export interface TipTarget {
  creatorId: string;
  creatorName: string;
  modelId?: string | undefined;
  modelTitle?: string | undefined;
}

export interface TipDialogOpener {
  open(target: TipTarget): void;
  /** Starts fetching the dialog's code (on hover or focus), so the first press opens it at once. */
  preload(): void;
}

/**
 * The tip dialog lives in features/tips, which the model page and the profile (other features)
 * may not import (decision 026). The app layer mounts the dialog's host and hands its opener down
 * through this context; the buttons only know this shape.
 */
export const TipDialogContext = createContext<TipDialogOpener | null>(null);

export function useTipDialog(): TipDialogOpener | null {
  return useContext(TipDialogContext);
}
