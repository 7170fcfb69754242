/** How far a creator is towards the downloads needed to withdraw: the bar's width, never past full. */
export function downloadProgress(totalDownloads: number, downloadsRequired: number): { percent: number; remaining: number } {
  if (downloadsRequired <= 0) return { percent: 100, remaining: 0 };
  const done = Math.max(0, totalDownloads);
  return { percent: Math.min(100, Math.floor((done / downloadsRequired) * 100)), remaining: Math.max(0, downloadsRequired - done) };
}
