/**
 * Gathers the keys asked for within one turn of the event loop into one call: forty cards each
 * asking "did I like this?" make one request, not forty. `run` answers for each key it was given.
 */
export function batchCalls<K, V>(run: (keys: K[]) => Promise<Map<K, V>>, fallback: V, maxKeys = 100): (key: K) => Promise<V> {
  let waiting: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += maxKeys) {
      const part = batch.slice(start, start + maxKeys);
      run([...new Set(part.map((p) => p.key))]).then(
        (answers) => part.forEach((p) => p.resolve(answers.has(p.key) ? answers.get(p.key)! : fallback)),
        (error: unknown) => part.forEach((p) => p.reject(error)),
      );
    }
  };
  return (key) =>
    new Promise<V>((resolve, reject) => {
      if (waiting.length === 0) setTimeout(flush, 0);
      waiting.push({ key, resolve, reject });
    });
}
