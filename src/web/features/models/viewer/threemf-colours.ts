import { NO_GROUP, type ModelPart3mf, type Object3mf } from '../../../../shared/geometry/threemf-scan';

// Linear RGB for a corner whose property cannot be shown (an unknown group, a missing entry) in an
// object whose other triangles are coloured: a light neutral grey.
const UNCOLOURED = [0.6, 0.6, 0.6] as const;

/** An object's default colour, passed down to components that name none (as slicers do). */
export interface InheritedColour {
  group: number[];
  index: number;
}

/** The default colour `object` passes to its components: its own, else what it inherited. */
export function colourFor(object: Object3mf, part: ModelPart3mf, inherited: InheritedColour | undefined): InheritedColour | undefined {
  const group = object.pid === undefined ? undefined : part.colours.get(object.pid);
  return group ? { group, index: object.pindex } : inherited;
}

/** How an object's triangles are drawn: some in colours (a colour per corner), some with a texture each. */
export interface ObjectLooks {
  coloured?: { triangles: number[]; colors: Float32Array };
  /** By texture image path: the triangles and their texture coordinates per corner. */
  textured: { path: string; triangles: number[]; uvs: Float32Array }[];
}

/**
 * The looks of an object from its colour groups, base materials (3MF core §4, materials extension)
 * and texture coordinate groups, triangle by triangle. Undefined when it names none at all, so it
 * is drawn in the plain material. Colours are linear RGB; texture v is turned so that 0 is the
 * image's top row (3MF counts from the bottom).
 */
export function objectLooks(object: Object3mf, part: ModelPart3mf, inherited?: InheritedColour): ObjectLooks | undefined {
  const triangles = object.triangles.length / 3;
  const properties = object.properties?.view();
  const fallback = colourFor(object, part, inherited);
  if (!properties && !fallback) return undefined;
  const groupIds = part.groupIds;
  const colours: number[] = [];
  const colouredTriangles: number[] = [];
  const textured = new Map<string, { triangles: number[]; uvs: number[] }>();
  let shown = false;
  for (let t = 0; t < triangles; t++) {
    // A triangle that names no group, in an object that names none either, takes what the object inherited.
    const own = properties !== undefined && properties[t * 4] !== NO_GROUP;
    const id = own ? groupIds[properties[t * 4]!]! : undefined;
    const textureGroup = id === undefined ? undefined : part.textureGroups.get(id);
    const path = textureGroup && part.textures.get(textureGroup.texid);
    if (textureGroup && path) {
      let entry = textured.get(path);
      if (!entry) textured.set(path, (entry = { triangles: [], uvs: [] }));
      entry.triangles.push(t);
      for (let corner = 0; corner < 3; corner++) {
        const at = properties![t * 4 + 1 + corner]! * 2;
        entry.uvs.push(textureGroup.uvs[at] ?? 0, 1 - (textureGroup.uvs[at + 1] ?? 0));
      }
      shown = true;
      continue;
    }
    const group = own ? part.colours.get(id!) : fallback?.group;
    colouredTriangles.push(t);
    for (let corner = 0; corner < 3; corner++) {
      const at = (own ? properties[t * 4 + 1 + corner]! : fallback?.index ?? 0) * 3;
      const found = group !== undefined && at + 2 < group.length;
      if (found) shown = true;
      colours.push(found ? group[at]! : UNCOLOURED[0], found ? group[at + 1]! : UNCOLOURED[1], found ? group[at + 2]! : UNCOLOURED[2]);
    }
  }
  if (!shown) return undefined;
  return {
    ...(colouredTriangles.length ? { coloured: { triangles: colouredTriangles, colors: new Float32Array(colours) } } : {}),
    textured: [...textured].map(([path, entry]) => ({ path, triangles: entry.triangles, uvs: new Float32Array(entry.uvs) })),
  };
}
