/**
 * A chart's figures as a table, visually hidden: a screen reader gets every value the canvas draws,
 * in order, with its name, for any figures already put in words.
 * The hiding is on a wrapper: a table grows to its cells whatever width it is given, and would make
 * a phone's page scroll sideways.
 */
export function FigureTable({ caption, nameHeader, columns, rows }: { caption: string; nameHeader: string; columns: readonly string[]; rows: readonly { name: string; values: readonly string[] }[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.name}`}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, column) => (
                <td key={column}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
