import { BufferAttribute, BufferGeometry, Group, Mesh, OrthographicCamera } from 'three';
import { describe, expect, it } from 'vitest';
import { projectedArea } from './projected-area';

function meshOf(positions: number[], indices?: number[]): Mesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  if (indices) geometry.setIndex(indices);
  return new Mesh(geometry);
}

// A camera that sees x and y from -1 to 1, looking down -z from z = 5.
function camera(): OrthographicCamera {
  const c = new OrthographicCamera(-1, 1, 1, -1, 0.1, 10);
  c.position.set(0, 0, 5);
  c.updateMatrixWorld();
  return c;
}

describe('projectedArea', () => {
  it('is the picture\'s area for a square that fills it, front and back face alike', () => {
    const square = meshOf([-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, 1, 0], [0, 1, 2, 0, 2, 3, 0, 2, 1]);
    const model = new Group().add(square);
    // Two triangles fill the picture; the third, facing away, covers half of it again.
    expect(projectedArea(model, camera(), 400, 300)).toBeCloseTo(400 * 300 * 1.5, 0);
  });

  it('follows the mesh\'s transform and counts triangle soups', () => {
    const soup = meshOf([-1, -1, 0, 1, -1, 0, 1, 1, 0]);
    soup.scale.set(0.5, 0.5, 1);
    expect(projectedArea(new Group().add(soup), camera(), 400, 300)).toBeCloseTo((400 * 300) / 2 / 4, 0);
  });
});
