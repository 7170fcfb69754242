/**
 * A binary STL of `triangles` triangles with corners scattered at random (a fixed seed) through a
 * 100 mm box: every triangle crosses most of the picture, so drawing it costs minutes, in software
 * WebGL and in the server's renderer alike. The tests that show both refuse it in time use it.
 */
export function noisyStlBytes(triangles: number, header = ''): Buffer {
  const bytes = Buffer.alloc(84 + triangles * 50);
  bytes.write(header, 0, 'latin1');
  bytes.writeUInt32LE(triangles, 80);
  let s = 0x2545f491;
  const next = (): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) / 0xffffffff) * 100;
  };
  for (let t = 0; t < triangles; t++) for (let k = 0; k < 9; k++) bytes.writeFloatLE(next(), 84 + t * 50 + 12 + 4 * k);
  return bytes;
}
