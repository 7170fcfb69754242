import { describe, expect, it } from 'vitest';
import { analyseObj } from './analyse-obj';
import { MeshFormatError } from './mesh-analysis';
import { chunked, describeTrimeshAgreement } from './stream-fixtures';

describeTrimeshAgreement('analyseObj', /\.obj$/i, analyseObj);

describe('analyseObj on broken input', () => {
  const text = (s: string) => chunked(new TextEncoder().encode(s), 7);

  it('refuses a face that refers to a vertex that does not exist', async () => {
    await expect(analyseObj(text('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 4\n'))).rejects.toThrow(/vertex 4/);
    await expect(analyseObj(text('v 0 0 0\nv 1 0 0\nv 0 1 0\nf -1 -2 -4\n'))).rejects.toThrow(MeshFormatError);
  });

  it('refuses a vertex with a coordinate that is not a number', async () => {
    await expect(analyseObj(text('v 0 zero 0\n'))).rejects.toThrow(/not a number/);
  });

  it('reads a face split over two lines with a backslash', async () => {
    const result = await analyseObj(text('v 0 0 0\nv 1 0 0\nv 0 1 0\r\nf 1 2 \\\n 3\n'));
    expect(result).toMatchObject({ triangles: 1, surfaceArea: 0.5 });
  });
});
