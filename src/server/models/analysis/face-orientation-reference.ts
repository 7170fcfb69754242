// Test support: the flipped-face count (decision 095) the plain way, to check countFlippedFaces
// against: the whole face list in memory, edges grouped by a string key, a breadth-first walk over
// face adjacency giving each part its two sides, and no union-find.

interface Use {
  face: number;
  from: number;
  /** Where the streamed count meets this use: face by face, edges ab, bc, ca. */
  order: number;
}

interface Relation {
  a: number;
  b: number;
  /** 1 when the two faces run their shared edge the same way: one of them is flipped. */
  flipped: number;
  order: number;
}

/** Two faces are adjacent across an edge exactly two uses share; an edge from a vertex to itself has no direction and relates nothing. */
function relations(faces: [number, number, number][]): Relation[] {
  const groups = new Map<string, Use[]>();
  faces.forEach(([a, b, c], face) => {
    ([[a, b], [b, c], [c, a]] as [number, number][]).forEach(([from, to], side) => {
      if (from === to) return;
      const key = `${Math.min(from, to)}-${Math.max(from, to)}`;
      const use = { face, from, order: 3 * face + side };
      const uses = groups.get(key);
      if (uses) uses.push(use);
      else groups.set(key, [use]);
    });
  });
  return [...groups.values()]
    .filter((uses) => uses.length === 2)
    .map(([first, second]) => ({ a: first!.face, b: second!.face, flipped: first!.from === second!.from ? 1 : 0, order: second!.order }));
}

/**
 * A one-sided part has no two sides to take the smaller of: as documented for the streamed count,
 * its relations are taken in file order and one that contradicts those before it is left out.
 * Sets are merged by relabelling the smaller one's members.
 */
function oneSidedPart(members: number[], related: Relation[]): number {
  const label = new Map(members.map((f) => [f, f]));
  const side = new Map(members.map((f) => [f, 0]));
  const sets = new Map(members.map((f) => [f, [f]]));
  for (const { a, b, flipped } of [...related].sort((x, y) => x.order - y.order)) {
    const la = label.get(a)!, lb = label.get(b)!;
    if (la === lb) continue;
    const [keep, move] = sets.get(la)!.length >= sets.get(lb)!.length ? [la, lb] : [lb, la];
    const turn = side.get(a)! ^ side.get(b)! ^ flipped;
    for (const f of sets.get(move)!) {
      label.set(f, keep);
      side.set(f, side.get(f)! ^ turn);
      sets.get(keep)!.push(f);
    }
    sets.delete(move);
  }
  return [...sets.values()].reduce((sum, set) => {
    const flippedFaces = set.filter((f) => side.get(f) === 1).length;
    return sum + Math.min(flippedFaces, set.length - flippedFaces);
  }, 0);
}

export function referenceFlippedFaces(faces: [number, number, number][]): number {
  const all = relations(faces);
  const adjacent: { to: number; flipped: number }[][] = faces.map(() => []);
  for (const { a, b, flipped } of all) {
    adjacent[a]!.push({ to: b, flipped });
    adjacent[b]!.push({ to: a, flipped });
  }
  const side = new Array<number>(faces.length).fill(-1);
  let total = 0;
  for (let start = 0; start < faces.length; start++) {
    if (side[start] !== -1) continue;
    side[start] = 0;
    const members = [start];
    let oneSided = false;
    for (let i = 0; i < members.length; i++) {
      const face = members[i]!;
      for (const { to, flipped } of adjacent[face]!) {
        const expected = side[face]! ^ flipped;
        if (side[to] === -1) {
          side[to] = expected;
          members.push(to);
        } else if (side[to] !== expected) {
          oneSided = true;
        }
      }
    }
    if (oneSided) {
      const inPart = new Set(members);
      total += oneSidedPart(members, all.filter((r) => inPart.has(r.a)));
    } else {
      const flipped = members.filter((f) => side[f] === 1).length;
      total += Math.min(flipped, members.length - flipped);
    }
  }
  return total;
}
