import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ModelSummary } from '../../../../shared/contracts/models/model-shapes';
import { modelPath } from '../../../../shared/model-path';

/**
 * /model/{id} and /model/{old-or-wrong-slug}/{id} become /model/{slug}/{id} in place: one address
 * per model for sharing and search engines, without a reload and without a Back-button trap.
 */
export function useCanonicalPath(model: Pick<ModelSummary, 'id' | 'slug'> | undefined): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const canonical = model ? modelPath(model) : null;
  const isCanonical = canonical === null || location.pathname === canonical;
  useEffect(() => {
    if (canonical && !isCanonical) void navigate({ pathname: canonical, search: location.search, hash: location.hash }, { replace: true });
  }, [canonical, isCanonical, location.search, location.hash, navigate]);
  return isCanonical;
}
