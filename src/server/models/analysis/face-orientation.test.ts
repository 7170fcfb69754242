import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countFlippedFaces, FaceOrientation, type PairedEdges } from './face-orientation';
import { referenceFlippedFaces } from './face-orientation-reference';
import { MeshAccumulator } from './mesh-accumulator';
import { referencePrintability, triangleCollector } from './printability-reference';

type Face = [number, number, number];

/** The edge table the accumulator would have for these faces, as a plain map of uses. */
function pairedEdges(faces: Face[]): PairedEdges {
  const key = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const uses = new Map<string, number>();
  for (const [a, b, c] of faces) for (const [u, v] of [[a, b], [b, c], [c, a]]) uses.set(key(u!, v!), (uses.get(key(u!, v!)) ?? 0) + 1);
  const slots = new Map([...uses.keys()].map((k, slot) => [k, slot]));
  return { capacity: slots.size, pairSlot: (a, b) => (uses.get(key(a, b)) === 2 ? slots.get(key(a, b))! : -1) };
}

/** The streamed count and the reference's, which every case here holds equal. */
function flipped(faces: Face[]): number {
  const streamed = countFlippedFaces(Int32Array.from(faces.flat()), faces.length, pairedEdges(faces)).count!;
  expect(referenceFlippedFaces(faces)).toBe(streamed);
  return streamed;
}

const flip = ([a, b, c]: Face): Face => [a, c, b];
// A tetrahedron wound outward: every edge is run once each way.
const tetrahedron: Face[] = [[0, 2, 1], [0, 1, 3], [1, 2, 3], [0, 3, 2]];

/** A band of `quads` quads closed on itself with a half twist: one-sided, wound alike along the band. */
function mobius(quads: number): Face[] {
  // Column i's top and bottom vertices; past the last quad the band comes back to the first column upside down.
  const column = (i: number): [number, number] => (i === quads ? [1, 0] : [2 * i, 2 * i + 1]);
  return Array.from({ length: quads }, (_, i) => {
    const [t0, b0] = column(i);
    const [t1, b1] = column(i + 1);
    return [[t0, b0, b1], [t0, b1, t1]] as Face[];
  }).flat();
}

describe('flipped-face count', () => {
  it('finds none on a consistently wound tetrahedron, and one when a face is flipped', () => {
    expect(flipped(tetrahedron)).toBe(0);
    expect(flipped([tetrahedron[0]!, flip(tetrahedron[1]!), tetrahedron[2]!, tetrahedron[3]!])).toBe(1);
  });

  it('counts the smaller side: three faces of four flipped is one face against the majority', () => {
    expect(flipped([tetrahedron[0]!, ...tetrahedron.slice(1).map(flip)])).toBe(1);
  });

  it('counts each part on its own: a part wound wholly inside out has nothing flipped', () => {
    const inverted = tetrahedron.map(flip).map((f) => f.map((v) => v + 4) as Face);
    expect(flipped([...tetrahedron, ...inverted])).toBe(0);
    expect(flipped([flip(tetrahedron[0]!), ...tetrahedron.slice(1), ...inverted])).toBe(1);
  });

  it('relates no faces across an edge used once or by three faces', () => {
    // Two faces running their shared edge the same way disagree; a third on that edge makes it non-manifold.
    expect(flipped([[0, 1, 2], [0, 1, 3]])).toBe(1);
    expect(flipped([[0, 1, 2], [0, 1, 3], [1, 0, 4]])).toBe(0);
    expect(flipped([[0, 1, 2], [3, 4, 5]])).toBe(0);
  });

  it('relates nothing across an edge from a vertex to itself, which has no direction', () => {
    expect(flipped([[0, 0, 1], [0, 0, 2]])).toBe(0);
  });

  it('on a one-sided Möbius strip, keeps the orientation the file order gives and cuts the last relation', () => {
    const strip = mobius(6);
    expect(flipped(strip)).toBe(0);
    // A face flipped in the middle of the band disagrees with both its neighbours.
    expect(flipped(strip.map((f, i) => (i === 5 ? flip(f) : f)))).toBe(1);
  });

  it('agrees with the reference on random small meshes, through the accumulator and its edge table', () => {
    const face = fc.tuple(fc.nat(6), fc.nat(6), fc.nat(6));
    fc.assert(
      fc.property(fc.array(face, { minLength: 1, maxLength: 24 }), (faces) => {
        const { soup, sink } = triangleCollector();
        const mesh = new MeshAccumulator(0, sink);
        // Seven distinct positions, so ids are merged as in a real file.
        const at = (v: number): [number, number, number] => [v, (v * v) % 5, v % 3];
        for (const [a, b, c] of faces) mesh.addTriangle(...at(a), ...at(b), ...at(c));
        expect(mesh.finish().printability!.flippedFaces).toBe(referencePrintability(soup).flippedFaces);
      }),
      { seed: 95, numRuns: 300 },
    );
  });

  it('agrees with the reference on one-sided strips, whatever the faces\' order, flips and first corners', () => {
    const strip = fc.integer({ min: 3, max: 8 }).chain((quads) => {
      const faces = 2 * quads;
      return fc.record({
        quads: fc.constant(quads),
        flips: fc.array(fc.boolean(), { minLength: faces, maxLength: faces }),
        turns: fc.array(fc.nat(2), { minLength: faces, maxLength: faces }),
        order: fc.shuffledSubarray([...Array(faces).keys()], { minLength: faces, maxLength: faces }),
      });
    });
    fc.assert(
      fc.property(strip, ({ quads, flips, turns, order }) => {
        const faces = mobius(quads).map((f, i) => {
          const [a, b, c] = flips[i] ? flip(f) : f;
          // Starting a face at another corner keeps its winding but changes which edge the count meets first.
          return ([[a, b, c], [b, c, a], [c, a, b]] as Face[])[turns[i]!]!;
        });
        flipped(order.map((i) => faces[i]!));
      }),
      { seed: 95, numRuns: 300 },
    );
  });
});

describe('flipped faces picked for the 3D view (decision 096)', () => {
  // 100 separate tetrahedra, each with its face 0 flipped: 100 flipped faces, one a part.
  const parts = Array.from({ length: 100 }, (_, i) => tetrahedron.map((f, k) => (k === 0 ? flip(f) : f).map((v) => v + 4 * i) as Face));
  const faces = parts.flat();
  const counted = (limit: number) => countFlippedFaces(Int32Array.from(faces.flat()), faces.length, pairedEdges(faces), limit);

  it('gives the ids of every flipped face, in its own winding, when there are no more than the limit', () => {
    const { count, faces: kept } = counted(100);
    expect(count).toBe(100);
    expect([...kept]).toEqual(parts.flatMap((part) => part[0]!));
  });

  it('gives evenly spread ones when there are more: every tenth of 100 for a limit of 10, the last included', () => {
    const { count, faces: kept } = counted(10);
    expect(count).toBe(100);
    expect([...kept]).toEqual([9, 19, 29, 39, 49, 59, 69, 79, 89, 99].flatMap((i) => parts[i]![0]!));
  });

  it('takes the smaller side of each part, and on a tie the side flipped relative to its root', () => {
    // Three of four faces flipped: the one left as it was is the minority.
    const three = [tetrahedron[0]!, ...tetrahedron.slice(1).map(flip)];
    expect([...countFlippedFaces(Int32Array.from(three.flat()), 4, pairedEdges(three)).faces]).toEqual(tetrahedron[0]);
    // Two faces on one edge run the same way: one each side; the second face met is the one taken.
    const pair: Face[] = [[0, 1, 2], [0, 1, 3]];
    expect(countFlippedFaces(Int32Array.from(pair.flat()), 2, pairedEdges(pair)).faces).toHaveLength(3);
  });
});

describe('FaceOrientation', () => {
  const tetrahedronEdges = pairedEdges(tetrahedron);
  const feed = (orientation: FaceOrientation, faces: Face[]) => faces.forEach(([a, b, c]) => orientation.add(a, b, c));

  it('counts within the budget', () => {
    const orientation = new FaceOrientation(4);
    feed(orientation, [flip(tetrahedron[0]!), ...tetrahedron.slice(1)]);
    expect(orientation.flippedFaces(false, tetrahedronEdges).count).toBe(1);
  });

  it('says 0 with no work when the winding is consistent, and null over the budget otherwise', () => {
    const over = new FaceOrientation(3);
    feed(over, tetrahedron);
    expect(over.flippedFaces(true, tetrahedronEdges).count).toBe(0);
    const flippedOver = new FaceOrientation(3);
    feed(flippedOver, [flip(tetrahedron[0]!), ...tetrahedron.slice(1)]);
    expect(flippedOver.flippedFaces(false, tetrahedronEdges).count).toBeNull();
  });

  it('holds nothing for a file whose header says it is over the budget', () => {
    const hinted = new FaceOrientation(10, 11);
    feed(hinted, [flip(tetrahedron[0]!), ...tetrahedron.slice(1)]);
    expect(hinted.flippedFaces(false, tetrahedronEdges).count).toBeNull();
  });

  it('grows past its first allocation up to the budget', () => {
    const orientation = new FaceOrientation(5000);
    const many = Array.from({ length: 1200 }, (_, i) => tetrahedron.map((f) => f.map((v) => v + 4 * i) as Face)).flat();
    feed(orientation, many.map((f, i) => (i === many.length - 1 ? flip(f) : f)));
    expect(orientation.flippedFaces(false, pairedEdges(many)).count).toBe(1);
  });
});
