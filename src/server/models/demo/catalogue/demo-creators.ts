import type { DemoCreator } from './demo-model';

/** Five makers from around India; every demo model names one of them as its creator. */
export const DEMO_CREATORS: readonly DemoCreator[] = [
  {
    username: 'ananya.prints',
    displayName: 'Ananya Iyer',
    bio: 'Bengaluru. Vases, planters and kitchen things, mostly printed in PETG. If it can be printed in vase mode, I will find a way.',
  },
  {
    username: 'rohit_mechworks',
    displayName: 'Rohit Deshpande',
    bio: 'Mechanical engineer from Pune. Gears, fasteners and workshop fixes that fit first time. Metric, always.',
  },
  {
    username: 'kavya.toybox',
    displayName: 'Kavya Reddy',
    bio: 'Hyderabad. Toys, board-game bits and little robots for my nephews and for Friday game nights.',
  },
  {
    username: 'arjun.builds',
    displayName: 'Arjun Nair',
    bio: 'Interior designer in Kochi. Lamp shades, desk upgrades and 1:12 furniture for dollhouses and scale models.',
  },
  {
    username: 'meera.makes',
    displayName: 'Meera Sharma',
    bio: 'Third generation of a Jaipur jewellery family, now designing in 3D. Rings, pendants and small sculptures for resin and FDM.',
  },
];
