import { cookieCutter } from '../generators/cookie-cutter';
import { mug } from '../generators/mug';
import { planterPot } from '../generators/planter-pot';
import { vase } from '../generators/vase';
import type { DemoModel } from './demo-model';

const creator = 'ananya.prints';

export const ANANYA_MODELS: readonly DemoModel[] = [
  {
    key: 'twisted-rib-vase', creator, colour: '#2a9d8f', format: 'stl', licence: 'CC-BY-4.0', category: 'Art',
    title: 'Twisted Rib Vase',
    description: 'A bulb-shaped vase with fourteen ribs that turn a quarter circle from foot to lip, 18 cm tall. Print it with a 2 mm wall or slice it in spiral vase mode with a 0.8 mm nozzle for a watertight flower vase. 0.2 mm layers, no supports; silk PLA makes the ribs shimmer.',
    tags: ['vase', 'spiral', 'vase mode', 'home decor'],
    build: () => vase({ height: 180, radius: 55, silhouette: [0.55, 0.9, 1, 0.85, 0.55, 0.42, 0.5], ribs: 14, ribDepth: 0.05, twist: 90 }),
  },
  {
    key: 'faceted-twist-vase', creator, colour: '#e9c46a', format: 'ply', licence: 'CC-BY-SA-4.0', category: 'Household',
    title: 'Faceted Heptagon Vase',
    description: 'A seven-sided vase whose flat faces twist 40 degrees as it rises, for dried flowers and pampas grass. Prints without supports at 0.24 mm layers with 3 perimeters and 10 % infill in the floor. Looks best in matte PLA, where every facet catches the light differently.',
    tags: ['vase', 'low poly', 'geometric', 'dried flowers'],
    build: () => vase({ height: 150, radius: 50, silhouette: [0.8, 1, 0.95, 0.8, 0.75], sides: 7, twist: 40, wall: 2.4 }),
  },
  {
    key: 'hex-planter', creator, colour: '#e76f51', format: 'stl', licence: 'CC-BY-4.0', category: 'Household',
    title: 'Hexagonal Planter with Drain Hole',
    description: 'A tapered hexagonal pot for succulents and small herbs, with a 6 mm drainage hole and a lip to lift it by. Print upright at 0.2 mm, 3 walls and 15 % gyroid infill; no supports needed. Use PETG if it will live on a sunny balcony.',
    tags: ['planter', 'succulent', 'garden', 'hexagon'],
    build: () => planterPot({ height: 90, topRadius: 50, bottomRadius: 36, sides: 6, lip: 3 }),
  },
  {
    key: 'chai-mug', creator, colour: '#f2cc8f', format: 'stl', licence: 'CC-BY-NC-4.0', category: 'Kitchenware',
    title: 'Chunky Chai Mug',
    description: 'A 400 ml mug with a rounded lip and a comfortable D handle, designed as a pen pot or a model for ceramic slip casting. Printed plastic is not food safe: for drinks, use it as a master for a plaster mould. Print upright at 0.2 mm with tree supports under the handle only.',
    tags: ['mug', 'chai', 'slip casting', 'pen holder'],
    build: () => mug({ diameter: 82, height: 95 }),
  },
  {
    key: 'star-cookie-cutter', creator, colour: '#ff70a6', format: 'stl', licence: 'CC0', category: 'Kitchenware',
    title: 'Star Cookie Cutter (80 mm)',
    description: 'A five-point star cutter with a 1.4 mm cutting wall and a wide flange to press on. Print flange-down at 0.16 mm in PLA with 100 % infill; no supports. Wash by hand in cool water, and wrap cookies in cling film before cutting if you want to be extra careful with food safety.',
    tags: ['cookie cutter', 'baking', 'star', 'diwali'],
    build: () => cookieCutter({ shape: 'star', size: 80 }),
  },
];
