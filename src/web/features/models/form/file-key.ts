const keys = new WeakMap<Blob, string>();
let next = 0;

/** A stable React key for a chosen file: two files may share a name, and a file has no id of its own. */
export function fileKey(file: Blob): string {
  let key = keys.get(file);
  if (!key) {
    next += 1;
    key = `file-${next}`;
    keys.set(file, key);
  }
  return key;
}
