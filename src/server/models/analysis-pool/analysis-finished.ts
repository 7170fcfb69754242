import diagnostics from 'node:diagnostics_channel';
import type { AnalysisTask } from './analysis-task';

/**
 * Every task the analysis pool ends, published on a diagnostics channel, so whoever counts (the
 * /metrics registry) observes analysis durations without the pool knowing it. `waitedSeconds` is
 * the time in the pool's queue, `seconds` the work itself. `refused`: the analyser refused the
 * file (its own fault); `failed`: anything else, a worker's end included.
 */
export interface AnalysisFinished {
  kind: AnalysisTask['kind'];
  format: string;
  outcome: 'done' | 'refused' | 'failed';
  waitedSeconds: number;
  seconds: number;
}

const channel = diagnostics.channel('meshmandi:analysis-finished');

export function publishAnalysisFinished(finished: AnalysisFinished): void {
  if (channel.hasSubscribers) channel.publish(finished);
}

/** Calls `listener` for every task any analysis pool in this process ends; returns the unsubscribe. */
export function onAnalysisFinished(listener: (finished: AnalysisFinished) => void): () => void {
  const handler = (message: unknown) => listener(message as AnalysisFinished);
  channel.subscribe(handler);
  return () => void channel.unsubscribe(handler);
}
