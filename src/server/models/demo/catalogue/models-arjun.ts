import { cableClip } from '../generators/cable-clip';
import { deskOrganiser } from '../generators/desk-organiser';
import { lampShade } from '../generators/lamp-shade';
import { miniatureChair } from '../generators/miniature-chair';
import { miniatureTable } from '../generators/miniature-table';
import { phoneStand } from '../generators/phone-stand';
import type { DemoModel } from './demo-model';

const creator = 'arjun.builds';

export const ARJUN_MODELS: readonly DemoModel[] = [
  {
    key: 'dollhouse-dining-table', creator, colour: '#bc6c25', format: 'obj', licence: 'CC-BY-4.0', category: 'Furniture',
    title: '1:12 Dining Table with Tapered Legs',
    description: 'A dollhouse dining table at 1:12 scale (a 1.8 m table, 150 mm long), with tapered round legs and aprons. Print upside down on the top at 0.12 mm; no supports needed. A wood-fill PLA sanded with 400 grit passes for teak.',
    tags: ['dollhouse', 'miniature', 'table', '1-12 scale'],
    build: () => miniatureTable({ shape: 'rectangular', width: 150, height: 64 }),
  },
  {
    key: 'dollhouse-round-table', creator, colour: '#a47148', format: 'stl', licence: 'CC-BY-4.0', category: 'Furniture',
    title: '1:12 Round Pedestal Table',
    description: 'A round cafe table on a turned pedestal, 90 mm across, for dollhouses and dioramas. Print upside down at 0.12 mm without supports. Pairs with the 1:12 dining chair.',
    tags: ['dollhouse', 'miniature', 'table', 'pedestal'],
    build: () => miniatureTable({ shape: 'round', width: 90, height: 62 }),
  },
  {
    key: 'dollhouse-chair', creator, colour: '#bc6c25', format: 'stl', licence: 'CC-BY-4.0', category: 'Furniture',
    title: '1:12 Slat-Back Dining Chair',
    description: 'A slat-back chair to go with the 1:12 dining table. Print lying on its back at 0.08–0.12 mm with supports under the seat; the slats are under 2 mm thick, so go slowly. Print four or six for a full set.',
    tags: ['dollhouse', 'miniature', 'chair', '1-12 scale'],
    build: () => miniatureChair({ seat: 38, slats: 3 }),
  },
  {
    key: 'pleated-pendant-shade', creator, colour: '#ffd166', format: 'stl', licence: 'CC-BY-NC-4.0', category: 'Lighting',
    title: 'Pleated Pendant Lamp Shade (E27)',
    description: 'A 25 cm pleated cone shade with a 40 mm fitter ring that clamps onto a standard E27 holder. Print upside down at 0.2 mm with a 1.6 mm wall, no infill needed and no supports. Use LED bulbs only (under 10 W) and white or natural PETG for a warm glow.',
    tags: ['lamp', 'lamp shade', 'pendant', 'e27'],
    build: () => lampShade({ height: 150, bottomRadius: 120, topRadius: 55, pleats: 28, pleatDepth: 6 }),
  },
  {
    key: 'scalloped-drum-shade', creator, colour: '#f8edeb', format: 'stl', licence: 'CC-BY-4.0', category: 'Lighting',
    title: 'Scalloped Drum Shade',
    description: 'A gently tapered drum shade with a scalloped bottom edge, 20 cm across, for table lamps and pendants with an E27 fitter. Print fitter-ring down at 0.2 mm with a 1.6 mm wall and no supports. LED bulbs only.',
    tags: ['lamp', 'lamp shade', 'drum', 'e27'],
    build: () => lampShade({ height: 140, bottomRadius: 100, topRadius: 85, scallop: 6 }),
  },
  {
    key: 'desk-organiser', creator, colour: '#6a4c93', format: 'stl', licence: 'CC-BY-4.0', category: 'Office',
    title: 'Desk Organiser with Pen Cups',
    description: 'Four round pen cups and two deep bays for sticky notes, cards and a phone, in a block 18 × 9 cm. Print upright at 0.24 mm with 3 walls and 10 % infill; no supports. Glue cork under the floor so it does not slide.',
    tags: ['desk', 'organiser', 'pen holder', 'office'],
    build: () => deskOrganiser({ width: 180, depth: 90, height: 85, bays: 2 }),
  },
  {
    key: 'phone-stand', creator, colour: '#f4a261', format: 'stl', licence: 'CC-BY-4.0', category: 'Product Design',
    title: 'Braced Phone Stand',
    description: 'A sturdy desk stand that holds a phone at 22° with room for a thick case, with a triangular brace behind the back rest. Print on its side at 0.2 mm with 3 perimeters and 15 % infill, no supports. Works in portrait and landscape.',
    tags: ['phone stand', 'desk', 'video call'],
    build: () => phoneStand({ width: 70 }),
  },
  {
    key: 'triple-cable-clip', creator, colour: '#219ebc', format: 'stl', licence: 'CC0', category: 'Office',
    title: 'Triple Cable Clip, 6 mm',
    description: 'Keeps three charging cables of up to 6 mm at the edge of the desk: the cables snap into the cradles from above. Print flat at 0.2 mm in PETG for springy clips, and stick it down with double-sided foam tape.',
    tags: ['cable management', 'desk', 'clip'],
    build: () => cableClip({ cable: 6, count: 3 }),
  },
];
