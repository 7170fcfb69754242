import { NO_GROUP, type ModelPart, type Object3mf } from './threemf-scan';

// Linear RGB for a corner whose property is not a colour (a texture coordinate, say) in an object
// whose other triangles are coloured: a light neutral grey.
const UNCOLOURED = [0.6, 0.6, 0.6] as const;

/** An object's default colour, passed down to components that name none (as slicers do). */
export interface InheritedColour {
  group: number[];
  index: number;
}

/** The default colour `object` passes to its components: its own, else what it inherited. */
export function colourFor(object: Object3mf, part: ModelPart, inherited: InheritedColour | undefined): InheritedColour | undefined {
  const group = object.pid === undefined ? undefined : part.colours.get(object.pid);
  return group ? { group, index: object.pindex } : inherited;
}

/**
 * The colour of every triangle corner of an object, from its colour groups and base materials
 * (3MF core §4 and the materials extension), linear RGB, three numbers a corner in triangle order.
 * Undefined when the object names no colour at all, so it is drawn in the plain material.
 */
export function cornerColours(object: Object3mf, part: ModelPart, inherited?: InheritedColour): Float32Array | undefined {
  const triangles = object.triangles.length / 3;
  const properties = object.properties?.view();
  const fallback = colourFor(object, part, inherited);
  const objectGroup = fallback?.group;
  const objectIndex = fallback?.index ?? 0;
  if (!properties && !objectGroup) return undefined;
  const groups = part.groupIds.map((id) => part.colours.get(id));
  const out = new Float32Array(triangles * 9);
  let coloured = false;
  for (let t = 0; t < triangles; t++) {
    // A triangle that names no group, in an object that names none either, takes what the object inherited.
    const own = properties !== undefined && properties[t * 4] !== NO_GROUP;
    const group = own ? groups[properties[t * 4]!] : objectGroup;
    for (let corner = 0; corner < 3; corner++) {
      const index = own ? properties[t * 4 + 1 + corner]! : objectIndex;
      const at = index * 3;
      const found = group !== undefined && at + 2 < group.length;
      if (found) coloured = true;
      const o = t * 9 + corner * 3;
      out[o] = found ? group[at]! : UNCOLOURED[0];
      out[o + 1] = found ? group[at + 1]! : UNCOLOURED[1];
      out[o + 2] = found ? group[at + 2]! : UNCOLOURED[2];
    }
  }
  return coloured ? out : undefined;
}
