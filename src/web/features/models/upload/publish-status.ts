import { UPLOAD_PROGRESS } from '../../../../shared/constants/model-rules';

/** SPEC §4 upload phases (uploading, processing, complete), with the previews and details steps of SPEC §9 shown by name. */
export type PublishPhase = 'uploading' | 'processing' | 'previews' | 'metadata' | 'complete';

export interface PublishStatus {
  phase: PublishPhase;
  percent: number;
  /** The file being sent or what the step is doing. */
  detail: string | null;
}

export const PHASE_LABELS: Record<PublishPhase, string> = {
  uploading: 'Uploading files',
  processing: 'Processing',
  previews: 'Uploading preview images',
  metadata: 'Saving details',
  complete: 'Complete',
};

/** SPEC §9: files fill 0–50 %, previews 60–80 %. */
export const filesPercent = (fraction: number) => UPLOAD_PROGRESS.uploadEnd * fraction;
export const previewsPercent = (fraction: number) =>
  UPLOAD_PROGRESS.previewsStart + (UPLOAD_PROGRESS.previewsEnd - UPLOAD_PROGRESS.previewsStart) * fraction;
