import { calibrationCube } from '../generators/calibration-cube';
import { hexBolt } from '../generators/hex-bolt';
import { hexNut } from '../generators/hex-nut';
import { pulley } from '../generators/pulley';
import { spurGear } from '../generators/spur-gear';
import { wallBracket } from '../generators/wall-bracket';
import type { DemoModel } from './demo-model';

const creator = 'rohit_mechworks';

export const ROHIT_MODELS: readonly DemoModel[] = [
  {
    key: 'spur-gear-24t', creator, colour: '#3f8efc', format: 'stl', licence: 'CC-BY-4.0', category: 'Machinery',
    title: 'Spur Gear 24T, Module 2, with Hub',
    description: 'A 24-tooth involute spur gear (module 2, 20° pressure angle) with an 8 mm bore, a raised hub and five windows to save plastic. It meshes with any module-2 gear at a centre distance of (24 + N) mm. Print flat at 0.16 mm with 4 perimeters and 40 % infill; PETG or nylon wears best.',
    tags: ['gear', 'involute', 'module 2', 'mechanism'],
    build: () => spurGear({ teeth: 24, module: 2, thickness: 8, bore: 8, hub: { diameter: 18, height: 6 }, windows: 5 }),
  },
  {
    key: 'spur-gear-40t', creator, colour: '#277da1', format: 'obj', licence: 'CC-BY-4.0', category: 'Machinery',
    title: 'Spur Gear 40T, Module 1.5, Spoked',
    description: 'A 40-tooth module 1.5 gear with six windows and a 6 mm bore, for clocks, kinetic sculptures and reduction drives. Pair it with a 12 or 16 tooth pinion of the same module. Print flat at 0.12 mm layers for clean tooth flanks, 3 perimeters, no supports.',
    tags: ['gear', 'clock', 'reduction', 'module 1.5'],
    build: () => spurGear({ teeth: 40, module: 1.5, thickness: 6, bore: 6, windows: 6 }),
  },
  {
    key: 'hex-bolt-m10', creator, colour: '#adb5bd', format: 'stl', licence: 'CC-BY-4.0', category: 'Tools',
    title: 'M10 Hex Bolt, 40 mm, Printable Thread',
    description: 'A full-size M10 bolt with a chamfered head and a 1.5 mm pitch helical thread, to show students how threads work or to hold jigs together. Print standing on its head at 0.12 mm layers with 100 % infill and no supports. It screws into the matching M10 nut.',
    tags: ['bolt', 'thread', 'fastener', 'm10'],
    build: () => hexBolt({ diameter: 10, length: 40, pitch: 1.5 }),
  },
  {
    key: 'hex-nut-m10', creator, colour: '#8d99ae', format: 'stl', licence: 'CC-BY-4.0', category: 'Tools',
    title: 'M10 Hex Nut, Printable Thread',
    description: 'The nut for the printable M10 bolt, with 0.2 mm of play in the thread so printed parts turn by hand. Print flat at 0.12 mm with 100 % infill. If it is tight, run it on and off the bolt a few times.',
    tags: ['nut', 'thread', 'fastener', 'm10'],
    build: () => hexNut({ diameter: 10, pitch: 1.5 }),
  },
  {
    key: 'double-v-pulley', creator, colour: '#6c757d', format: 'stl', licence: 'CC-BY-SA-4.0', category: 'Machinery',
    title: 'Double V-Belt Pulley, 60 mm',
    description: 'A two-groove pulley for round or small V belts, with a hub and an 8 mm bore. Good for bench grinders made from old motors and for belt-driven models. Print hub-up at 0.2 mm with 5 perimeters and 50 % infill.',
    tags: ['pulley', 'belt', 'drive', 'workshop'],
    build: () => pulley({ diameter: 60, grooves: 2, bore: 8 }),
  },
  {
    key: 'shelf-bracket', creator, colour: '#495057', format: 'stl', licence: 'CC-BY-4.0', category: 'Tools',
    title: 'Shelf Bracket with Gusset (120 mm)',
    description: 'An L bracket for shelves up to 12 cm deep: two screw holes into the wall either side of the gusset and two up into the shelf. Print on its side so the layers run along the L, at 0.2 mm with 5 perimeters and 40 % infill. In PETG, a pair holds a shelf of paperbacks.',
    tags: ['bracket', 'shelf', 'wall mount', 'hardware'],
    build: () => wallBracket({ width: 40, reach: 120, drop: 100 }),
  },
  {
    key: 'xyz-calibration-cube', creator, colour: '#43aa8b', format: 'stl', licence: 'CC0', category: '3D Printing',
    title: 'XYZ Calibration Cube 20 mm',
    description: 'The classic 20 mm test cube with raised X, Y and Z letters on the faces their axes point through. Measure each side with calipers and adjust the steps per mm of any axis that is off. Print at 0.2 mm with 2 perimeters and 20 % infill, no supports.',
    tags: ['calibration', 'test print', 'cube'],
    build: () => calibrationCube(20),
  },
];
