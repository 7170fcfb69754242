import type { Mesh, Vec2 } from '../mesh/mesh';
import { box } from '../mesh/primitives';
import { revolve } from '../mesh/revolve';
import { merge, translate } from '../mesh/transform';

export type ChessPieceKind = 'pawn' | 'rook' | 'bishop' | 'king';

/** Points along a circular arc centred on (cr, cz), angles in degrees. */
function arc(cr: number, cz: number, radius: number, from: number, to: number, steps: number): Vec2[] {
  return Array.from({ length: steps + 1 }, (_, i): Vec2 => {
    const a = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [Math.max(0, cr + radius * Math.cos(a)), cz + radius * Math.sin(a)];
  });
}

/** The shared foot: a wide base with a bead, then the start of the stem. */
function foot(scale: number): Vec2[] {
  return [[0, 0], [15 * scale, 0], [15 * scale, 2.5 * scale], ...arc(13 * scale, 4.5 * scale, 2 * scale, -40, 90, 5), [10.5 * scale, 7.5 * scale]];
}

/** A Staunton-style chess piece turned on a lathe, about 40–75 mm tall. `scale` 1 suits a 50 mm square board. */
export function chessPiece(kind: ChessPieceKind, scale = 1): Mesh {
  const k = scale;
  if (kind === 'pawn') {
    return revolve([
      ...foot(k), [7.5 * k, 10 * k], [5.5 * k, 17 * k], [8.5 * k, 19 * k], [8.5 * k, 20.5 * k], [5 * k, 21.5 * k],
      ...arc(0, 29 * k, 7.5 * k, -48, 90, 14),
    ], { segments: 64 });
  }
  if (kind === 'bishop') {
    return revolve([
      ...foot(k), [8 * k, 11 * k], [5.5 * k, 24 * k], [9 * k, 26.5 * k], [9 * k, 28 * k], [5.5 * k, 29 * k],
      // The mitre: an egg shape narrowing to a small ball on top.
      ...Array.from({ length: 12 }, (_, i): Vec2 => {
        const t = (i + 1) / 13;
        return [6.8 * k * Math.sin(Math.PI * (0.25 + 0.75 * t)) ** 0.8, (29 + 15 * t) * k];
      }),
      [1.8 * k, 45 * k], ...arc(0, 47.5 * k, 2.6 * k, -45, 90, 6),
    ], { segments: 64 });
  }
  if (kind === 'rook') {
    const crownTop = 36 * k, notch = 4.5 * k;
    // Eight battlements cut into the rim: the rim's height steps down between them.
    return revolve((angle) => {
      const inGap = Math.cos(8 * angle) < -0.25;
      const rim = inGap ? crownTop - notch : crownTop;
      return [
        ...foot(k), [9 * k, 11 * k], [8 * k, 27 * k], [11 * k, 29 * k], [11 * k, rim], [8 * k, rim], [8 * k, crownTop - 7 * k], [0, crownTop - 7 * k],
      ];
    }, { segments: 128 });
  }
  const body = revolve([
    ...foot(k), [8.5 * k, 11 * k], [6 * k, 33 * k], [10.5 * k, 35.5 * k], [10.5 * k, 37 * k], [6.5 * k, 38 * k],
    [9 * k, 46 * k], [9.5 * k, 48 * k], [6 * k, 49 * k], [0, 49.5 * k],
  ], { segments: 64 });
  // The king's cross, sunk into the crown so the parts overlap.
  const upright = translate(box(3.5 * k, 3.5 * k, 14 * k), 0, 0, 47.5 * k);
  const arm = translate(box(10 * k, 3.5 * k, 3.5 * k), 0, 0, 55 * k);
  return merge(body, upright, arm);
}
