import type { GltfDocument } from './gltf-container';

interface GltfLooks {
  materials?: { pbrMetallicRoughness?: { baseColorTexture?: { index?: number; texCoord?: number } } }[];
  textures?: { source?: number }[];
  images?: { bufferView?: number; uri?: string; mimeType?: string }[];
  bufferViews?: { byteOffset?: number; byteLength?: number }[];
}

/**
 * Decodes each material's base colour texture from the packed binary chunk, by material index.
 * Done here with createImageBitmap rather than by three's loader, which would fetch a blob: URL
 * (a worker has no <img>) against the site's Content-Security-Policy. Images the file keeps outside
 * itself, in other texture sets than the first, or that do not decode are left out: the mesh
 * then shows its material colour.
 */
export async function decodeBaseColourTextures(json: GltfDocument, packed: Uint8Array): Promise<Map<number, ImageBitmap>> {
  const doc = json as unknown as GltfLooks;
  const byImage = new Map<number, Promise<ImageBitmap | undefined>>();
  const decode = (imageIndex: number): Promise<ImageBitmap | undefined> => {
    const image = doc.images?.[imageIndex];
    const view = image?.bufferView === undefined ? undefined : doc.bufferViews?.[image.bufferView];
    if (!image || !view || typeof createImageBitmap === 'undefined') return Promise.resolve(undefined);
    const start = view.byteOffset ?? 0;
    const bytes = packed.slice(start, start + (view.byteLength ?? 0));
    // glTF texture coordinates start at the top left, as the image's rows do: no flip.
    return createImageBitmap(new Blob([bytes], { type: image.mimeType ?? 'image/png' }), { imageOrientation: 'none' }).catch(() => undefined);
  };
  const out = new Map<number, ImageBitmap>();
  await Promise.all((doc.materials ?? []).map(async (material, index) => {
    const ref = material.pbrMetallicRoughness?.baseColorTexture;
    if (ref?.index === undefined || (ref.texCoord ?? 0) !== 0) return;
    const source = doc.textures?.[ref.index]?.source;
    if (source === undefined) return;
    if (!byImage.has(source)) byImage.set(source, decode(source));
    const bitmap = await byImage.get(source);
    if (bitmap) out.set(index, bitmap);
  }));
  return out;
}
