/**
 * Cuts each line of an ASCII PLY body down to the values its header declares. three's PLYLoader
 * reads ASCII as one stream of numbers, so a writer that appends extra values to a line (MeshLab's
 * VCG library does, after per-face texture coordinates) throws every following face off.
 * Binary files, and ASCII files that already match their header, come back unchanged.
 */
export function tidyAsciiPly(buffer: ArrayBuffer): ArrayBuffer {
  const head = new TextDecoder('latin1').decode(new Uint8Array(buffer, 0, Math.min(buffer.byteLength, 64 * 1024)));
  const end = /end_header[^\n]*\n/.exec(head);
  if (!end || !/^ply\r?\nformat\s+ascii/.test(head)) return buffer;

  const elements: { count: number; lists: boolean[] }[] = [];
  for (const line of head.slice(0, end.index).split(/\r?\n/)) {
    const words = line.trim().split(/\s+/);
    if (words[0] === 'element') elements.push({ count: Number(words[2]) || 0, lists: [] });
    else if (words[0] === 'property') elements.at(-1)?.lists.push(words[1] === 'list');
  }

  const bodyStart = new TextEncoder().encode(head.slice(0, end.index + end[0].length)).byteLength;
  const lines = new TextDecoder().decode(new Uint8Array(buffer, bodyStart)).split(/\r?\n/);
  const out: string[] = [];
  let changed = false;
  let at = 0;
  for (const element of elements) {
    for (let i = 0; i < element.count; i++) {
      while (at < lines.length && lines[at]!.trim() === '') at++;
      if (at >= lines.length) break;
      const values = lines[at++]!.trim().split(/\s+/);
      let used = 0;
      for (const list of element.lists) used += list ? 1 + (Number(values[used]) || 0) : 1;
      if (values.length > used) changed = true;
      out.push(values.slice(0, used).join(' '));
    }
  }
  if (!changed) return buffer;
  return new TextEncoder().encode(`${head.slice(0, end.index)}end_header\n${out.join('\n')}\n`).buffer;
}
