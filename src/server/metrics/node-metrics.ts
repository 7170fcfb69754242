import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { MODEL_FORMATS } from '../../shared/constants/model-rules';

/**
 * What belongs to the process rather than to one app instance: Node's own figures (event-loop
 * delay, heap, CPU) and the mesh analyses this node ran. A node is one process, so one registry;
 * tests that build several apps in one process still get these once.
 */
export const nodeRegistry = new Registry();

let collecting = false;

/** Starts Node's default collectors (the event-loop delay monitor among them) once per process. */
export function startNodeMetrics(): void {
  if (collecting) return;
  collecting = true;
  // 10 ms resolution: the target is an event-loop delay p99 under 20 ms.
  collectDefaultMetrics({ register: nodeRegistry, eventLoopMonitoringPrecision: 10 });
}

/** Bounded label values: a format the analysers know, and how the analysis ended. */
const analysisDuration = new Histogram({
  name: 'meshmandi_analysis_duration_seconds',
  help: 'Mesh analysis of one stored model file, from start to result or failure, by format and outcome.',
  labelNames: ['format', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [nodeRegistry],
});

const KNOWN_FORMATS = new Set<string>(MODEL_FORMATS);

/** Notes how long one analysis took (seconds) and whether it produced a result. */
export function observeAnalysisDuration(seconds: number, format: string, outcome: 'done' | 'failed'): void {
  analysisDuration.observe({ format: KNOWN_FORMATS.has(format) ? format : 'other', outcome }, seconds);
}

/**
 * Times an analysis wherever it runs (on the event loop today, in a worker pool tomorrow): wrap the
 * promise of its result, and the duration is noted when it settles, whichever way.
 */
export async function timedAnalysis<T>(format: string, work: Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    const result = await work;
    observeAnalysisDuration((performance.now() - startedAt) / 1000, format, 'done');
    return result;
  } catch (error) {
    observeAnalysisDuration((performance.now() - startedAt) / 1000, format, 'failed');
    throw error;
  }
}
