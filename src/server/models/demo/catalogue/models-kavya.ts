import { chessPiece } from '../generators/chess-piece';
import { d20 } from '../generators/d20';
import { meeple } from '../generators/meeple';
import { robot } from '../generators/robot';
import { spinningTop } from '../generators/spinning-top';
import type { DemoModel } from './demo-model';

const creator = 'kavya.toybox';

export const KAVYA_MODELS: readonly DemoModel[] = [
  {
    key: 'robot-chotu', creator, colour: '#8ecae6', format: 'stl', licence: 'CC-BY-4.0', category: 'Robots',
    title: 'Chotu the Retro Robot',
    description: 'A chunky tin-toy style robot, about 11 cm tall, with a dome head, antenna and chest buttons. Print standing at 0.2 mm with tree supports under the arms, 15 % infill. Paint the buttons in bright colours for the full retro look.',
    tags: ['robot', 'retro', 'toy', 'desk buddy'],
    build: () => robot(1),
  },
  {
    key: 'robot-pahiya', creator, colour: '#ffb703', format: 'obj', licence: 'CC-BY-NC-4.0', category: 'Robots',
    title: 'Pahiya the Wheeled Robot',
    description: 'A little robot on two wheels with a dome head and bolt-on ears. Print standing at 0.2 mm with supports touching the build plate only. The wheels are decorative; it is a shelf robot, not a rover.',
    tags: ['robot', 'wheels', 'toy', 'low poly'],
    build: () => robot(3),
  },
  {
    key: 'chess-pawn', creator, colour: '#3d405b', format: 'stl', licence: 'CC-BY-SA-4.0', category: 'Gaming',
    title: 'Staunton Chess Pawn',
    description: 'A turned Staunton-style pawn, 36 mm tall, for a board with 45–50 mm squares. Print upright at 0.12 mm, no supports, and glue a felt dot under the base. Print eight in each colour.',
    tags: ['chess', 'pawn', 'board game', 'staunton'],
    build: () => chessPiece('pawn'),
  },
  {
    key: 'chess-rook', creator, colour: '#3d405b', format: 'stl', licence: 'CC-BY-SA-4.0', category: 'Gaming',
    title: 'Staunton Chess Rook',
    description: 'The rook from the same set, with eight battlements cut into a hollow crown. Print upright at 0.12 mm without supports; the crown bridges cleanly. Add a 6 mm steel washer under the felt for a satisfying weight.',
    tags: ['chess', 'rook', 'board game', 'staunton'],
    build: () => chessPiece('rook'),
  },
  {
    key: 'chess-king', creator, colour: '#f4f1de', format: 'stl', licence: 'CC-BY-SA-4.0', category: 'Gaming',
    title: 'Staunton Chess King',
    description: 'The king, 58 mm tall to the top of the cross, matching the pawn and the rook. Print upright at 0.12 mm; the cross arms are short enough to bridge, so no supports are needed.',
    tags: ['chess', 'king', 'board game', 'staunton'],
    build: () => chessPiece('king'),
  },
  {
    key: 'blank-d20', creator, colour: '#9b5de5', format: 'stl', licence: 'CC0', category: 'Gaming',
    title: 'Blank D20 (20 mm)',
    description: 'A regular icosahedron die, 20 mm across the faces, resting on a face so it prints without supports. Number the faces with a paint pen, or use it as a blank for resin moulds. Print at 0.12 mm with 100 % infill so it rolls fair.',
    tags: ['dice', 'd20', 'tabletop', 'rpg'],
    build: () => d20(20),
  },
  {
    key: 'meeple', creator, colour: '#f15bb5', format: 'ply', licence: 'CC0', category: 'Gaming',
    title: 'Classic Meeple (30 mm)',
    description: 'The familiar board-game worker, 30 mm tall and 10 mm thick. Print lying on its back at 0.2 mm for smooth faces, or standing for a dozen at a time. Scale it down to 16 mm for standard game sets.',
    tags: ['meeple', 'board game', 'token'],
    build: () => meeple(30, 10),
  },
  {
    key: 'lattu-spinning-top', creator, colour: '#06d6a0', format: 'stl', licence: 'CC-BY-4.0', category: 'Toys',
    title: 'Lattu Finger Spinning Top',
    description: 'A finger-spun top with a heavy ridged rim and a knurled stem, inspired by the wooden lattu we played with as kids. Print upside down on the stem at 0.12 mm with supports under the rim, 100 % infill for a long spin. Sand the point lightly.',
    tags: ['spinning top', 'lattu', 'toy', 'fidget'],
    build: () => spinningTop({ diameter: 44 }),
  },
];
