import { gemRing } from '../generators/gem-ring';
import { keychainTag } from '../generators/keychain-tag';
import { knotSculpture } from '../generators/knot-sculpture';
import { ringedPlanet } from '../generators/ringed-planet';
import { rocket } from '../generators/rocket';
import type { DemoModel } from './demo-model';

const creator = 'meera.makes';

export const MEERA_MODELS: readonly DemoModel[] = [
  {
    key: 'solitaire-ring', creator, colour: '#d4a373', format: 'stl', licence: 'CC-BY-NC-4.0', category: 'Jewelry',
    title: 'Four-Prong Solitaire Ring (Size 15)',
    description: 'A comfort-fit band, 17.3 mm inside (Indian size 15), with a faceted stone held by four prongs. Made for resin printing at 0.05 mm for casting in silver, or print the band in PLA to check the fit first. Supports go under the band, never on the stone.',
    tags: ['ring', 'solitaire', 'jewellery', 'casting'],
    build: () => gemRing({ innerDiameter: 17.3, stone: 7 }),
  },
  {
    key: 'star-key-tag', creator, colour: '#e63946', format: 'stl', licence: 'CC0', category: 'Jewelry',
    title: 'Star Key Tag',
    description: 'A rounded key tag with a raised star, 50 mm long, with a hole for a split ring. Print flat at 0.2 mm and change filament at 4 mm height to make the star a different colour. No supports.',
    tags: ['keychain', 'key tag', 'star', 'gift'],
    build: () => keychainTag({ shape: 'rounded', size: 50, emblem: 'star' }),
  },
  {
    key: 'heart-pendant', creator, colour: '#f28482', format: 'stl', licence: 'CC-BY-4.0', category: 'Jewelry',
    title: 'Heart Pendant Charm',
    description: 'A round charm with a raised heart and a tab for a jump ring, 50 mm across, for bags and keys. Print flat at 0.12 mm, with a colour change at 4 mm for the heart. Makes a lovely Raksha Bandhan or Valentine gift.',
    tags: ['pendant', 'charm', 'heart', 'gift'],
    build: () => keychainTag({ shape: 'round', size: 50, emblem: 'heart' }),
  },
  {
    key: 'trefoil-knot', creator, colour: '#00bbf9', format: 'obj', licence: 'CC-BY-SA-4.0', category: 'Art',
    title: 'Trefoil Knot Sculpture',
    description: 'The simplest true knot as a smooth tube on a round plinth, 12 cm tall: a small piece of maths for the bookshelf. Print at 0.16 mm with tree supports; sand the contact points and finish with a metallic paint.',
    tags: ['sculpture', 'knot', 'mathematical art', 'trefoil'],
    build: () => knotSculpture({ p: 2, q: 3, size: 120 }),
  },
  {
    key: 'saturn-desk-model', creator, colour: '#e9c46a', format: 'ply', licence: 'CC-BY-4.0', category: 'Space',
    title: 'Saturn on a Stand',
    description: 'Saturn with its rings tilted, on a post and base, about 10 cm tall. Print in one piece at 0.2 mm with tree supports under the ring, or split the ring off in your slicer and glue it on. A galaxy-blue base looks great.',
    tags: ['saturn', 'planet', 'space', 'desk toy'],
    build: () => ringedPlanet({ diameter: 70, tilt: 24 }),
  },
  {
    key: 'retro-rocket', creator, colour: '#ef476f', format: 'stl', licence: 'CC-BY-4.0', category: 'Space',
    title: 'Retro Rocket with Portholes',
    description: 'A 1950s-style rocket standing on three swept fins, 16 cm tall, with two portholes and an engine bell. Print upright at 0.2 mm; the fins need a little support at their tips. Paint the portholes silver.',
    tags: ['rocket', 'retro', 'space', 'toy'],
    build: () => rocket({ height: 160, fins: 3, portholes: 2 }),
  },
];
