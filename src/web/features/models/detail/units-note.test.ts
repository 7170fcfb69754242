import { describe, expect, it } from 'vitest';
import { unitsNote } from './units-note';

describe('unitsNote', () => {
  it('says the units are unknown for formats that do not record them', () => {
    expect(unitsNote('ply')).toBe(
      'PLY files do not record their units, so these sizes take one unit as a millimetre: if the model was drawn in metres or inches, scale them to match.',
    );
    expect(unitsNote('stl')).toMatch(/^STL files do not record their units/);
    expect(unitsNote('obj')).toMatch(/^OBJ files do not record their units/);
  });

  it('says nothing for formats that state their units', () => {
    expect(unitsNote('3mf')).toBeNull();
    expect(unitsNote('glb')).toBeNull();
  });
});
