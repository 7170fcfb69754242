import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './database';

/**
 * A library's parameterised SQL ($1, $2…) run inside a drizzle transaction, so what it writes
 * commits or rolls back with the handler's own changes (pg-boss's `db` option).
 */
export function sqlInTransaction(tx: Tx): { executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }> } {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        // drizzle leaves an undefined parameter out altogether; SQL's word for it is NULL.
        const value = values[Number(match[1]) - 1] ?? null;
        // Objects go as JSON text (pg would do the same; PGlite's parameters want it spelt out).
        const param = value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) ? JSON.stringify(value) : value;
        chunks.push(sql`${param}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: any[] };
      return { rows: result.rows };
    },
  };
}
