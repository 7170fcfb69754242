import { describe, expect, it } from 'vitest';
import type { RemixTreeNode } from '../../../../shared/contracts/remixes/remixes';
import { originalsAbove } from './originals';

const node = (id: string, linkedTo: string[]) => ({ model: { id }, linkedTo }) as unknown as RemixTreeNode;

describe('originalsAbove', () => {
  // model ← mid ← rootA; model ← early (an original one generation up); mid ← rootB.
  const above = [[node('mid', ['model']), node('early', ['model'])], [node('rootA', ['mid']), node('rootB', ['mid'])]];

  it('marks every model above that remixes nothing shown, at any generation', () => {
    expect([...originalsAbove(above, false)].sort()).toEqual(['early', 'rootA', 'rootB']);
  });

  it('leaves the last generation unmarked when generations above it were left out', () => {
    expect([...originalsAbove(above, true)]).toEqual(['early']);
    expect([...originalsAbove([], false)]).toEqual([]);
  });
});
