export type ModelFormat = 'stl' | 'obj' | 'ply' | 'glb' | 'gltf' | '3mf' | 'zip' | 'fbx' | '3ds' | 'dae';

function startsWith(head: Uint8Array, bytes: number[]): boolean {
  return head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte);
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

// Magic numbers of common non-model files, so a renamed photo or document is never taken for a binary STL.
const FOREIGN = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47], // PNG
  ascii('GIF8'),
  ascii('%PDF'),
  ascii('RIFF'), // WebP, WAV, AVI
  [0x1f, 0x8b], // gzip
  ascii('Rar!'),
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
  ascii('MZ'), // Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];

/** True when the head looks like text: no NUL and few control bytes (binary STL headers are usually padded with NULs). */
function isText(head: Uint8Array): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 9 || (byte > 13 && byte < 32)) control += 1;
  }
  return control <= head.length / 100;
}

/**
 * What a model file really is, judged by its first bytes (a few KB) rather than its name, which users
 * and tools get wrong. The name only breaks ties the bytes cannot: a ZIP named .3mf, and binary STL,
 * whose 80-byte header is free-form. Returns null when the content matches no format we know.
 */
export function detectModelFormat(head: Uint8Array, fileName: string): ModelFormat | null {
  const name = fileName.toLowerCase();
  if (FOREIGN.some((magic) => startsWith(head, magic))) return null;
  if (startsWith(head, ascii('glTF'))) return 'glb';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return name.endsWith('.3mf') ? '3mf' : 'zip';
  if (startsWith(head, ascii('Kaydara FBX Binary'))) return 'fbx';
  // 3DS: the main chunk id 0x4D4D (little-endian), then a 32-bit length, then usually the version chunk 0x0002.
  if (startsWith(head, [0x4d, 0x4d]) && (head.length < 8 || (head[6] === 0x02 && head[7] === 0x00) || name.endsWith('.3ds'))) return '3ds';
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, 4096)).replace(/^\uFEFF/, '');
  const trimmed = text.trimStart();
  if (/^ply\r?\n/.test(trimmed)) return 'ply';
  if (/^;\s*FBX/.test(trimmed)) return 'fbx';
  if (trimmed.startsWith('<?xml') || trimmed.startsWith('<COLLADA')) return /<COLLADA\b/.test(text) ? 'dae' : null;
  if (trimmed.startsWith('{')) return /"asset"\s*:/.test(text) ? 'gltf' : null;
  const textual = isText(head);
  // "solid" opens ASCII STL, and some exporters also write it into binary STL headers: STL either way.
  if (/^solid\b/.test(trimmed)) return 'stl';
  const objLines = /^\s*(v|f)\s+-?[\d.]/m.test(text);
  // A text file named .obj with no geometry (only comments) is still OBJ, so the analyser can say it is empty.
  if (textual && (objLines || name.endsWith('.obj'))) return 'obj';
  // Binary STL has no magic number: accept it only when the name says STL and nothing above matched.
  if (name.endsWith('.stl') && head.length >= 84) return 'stl';
  return null;
}
