import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getFileProblemEdges } from '../../../../shared/contracts/models/problem-edges';
import { callFunction } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ProblemEdgePositions } from '../viewer/problem-edge-lines';
import { problemAreasLegend } from './problem-areas-legend';

/**
 * The problem edges of the file the 3D view shows, fetched only while its toggle is on (decision
 * 093): the positions for the viewer, and the legend's lines once they are in.
 */
export function useProblemAreas(modelId: string, fileId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.models.problemEdges(modelId, fileId ?? ''),
    queryFn: () => callFunction(getFileProblemEdges, { modelId, fileId: fileId! }),
    enabled: fileId !== null,
    staleTime: Infinity,
  });
  const data = fileId === null ? undefined : query.data;
  const positions = useMemo<ProblemEdgePositions | null>(
    () => (data ? { open: Float32Array.from(data.open.positions), nonManifold: Float32Array.from(data.nonManifold.positions) } : null),
    [data],
  );
  return { positions, legend: data ? problemAreasLegend(data) : [], failed: fileId !== null && query.isError };
}
