import type { RemixTreeNode } from '../../../../shared/contracts/remixes/remixes';

/**
 * The models above that remix nothing the viewer can see: the family's originals. A model of the
 * last generation shown is one only when no generation above was left out.
 */
export function originalsAbove(above: RemixTreeNode[][], aboveTruncated: boolean): Set<string> {
  const originals = new Set<string>();
  above.forEach((generation, index) => {
    const further = above[index + 1];
    if (!further && aboveTruncated) return;
    const remixing = new Set((further ?? []).flatMap((node) => node.linkedTo));
    for (const node of generation) if (!remixing.has(node.model.id)) originals.add(node.model.id);
  });
  return originals;
}
