import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getFileProblemEdges } from '../../../../shared/contracts/models/problem-edges';
import { callFunction } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ProblemAreaPositions } from '../viewer/problem-areas-overlay';
import { problemAreasLegend } from './problem-areas-legend';

/**
 * The problem areas of the file the 3D view shows, fetched only while its toggle is on (decisions
 * 093, 096): the positions for the viewer, and the legend's lines once they are in. Flipped faces
 * and thin walls not known for the file (null) draw nothing and go unsaid.
 */
export function useProblemAreas(modelId: string, fileId: string | null) {
  const query = useQuery({
    queryKey: queryKeys.models.problemEdges(modelId, fileId ?? ''),
    queryFn: () => callFunction(getFileProblemEdges, { modelId, fileId: fileId! }),
    enabled: fileId !== null,
    staleTime: Infinity,
  });
  const data = fileId === null ? undefined : query.data;
  const positions = useMemo<ProblemAreaPositions | null>(
    () =>
      data
        ? {
            open: Float32Array.from(data.open.positions),
            nonManifold: Float32Array.from(data.nonManifold.positions),
            flipped: Float32Array.from(data.flipped?.positions ?? []),
            thin: Float32Array.from(data.thinWalls?.positions ?? []),
          }
        : null,
    [data],
  );
  return { positions, legend: data ? problemAreasLegend(data) : [], failed: fileId !== null && query.isError };
}
