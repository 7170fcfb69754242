import { BufferAttribute, BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial } from 'three';

/** The colour the legend names for faces wound the wrong way (decision 096): an amber, apart from the edges' red and blue. */
export const FLIPPED_FACE_COLOUR = '#d97706';

/**
 * Flipped faces (nine numbers a face, the view's millimetres) as a translucent amber skin over them,
 * drawn over everything as the problem edges are: a flipped face at the back is still one to find,
 * and the model shows through it. Unlit, so it reads the same from any side and in either theme.
 */
export function flippedFaceOverlay(positions: Float32Array): Mesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  const material = new MeshBasicMaterial({ color: FLIPPED_FACE_COLOUR, transparent: true, opacity: 0.6, side: DoubleSide, depthTest: false, depthWrite: false });
  const mesh = new Mesh(geometry, material);
  // Under the edges and the dots, which are thinner marks.
  mesh.renderOrder = 9;
  return mesh;
}
