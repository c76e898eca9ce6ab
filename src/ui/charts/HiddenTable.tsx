export interface HiddenRow {
  key: string;
  head: string;
  value: string;
}

/**
 * A chart's figures for a screen reader alone: a table in a visually hidden block. The block, not the table, is
 * `.sr-only`: a table is never shorter than its rows, so only a block clips it to nothing and keeps a long series
 * from stretching the page below it.
 */
export function HiddenTable({ caption, heads, rows }: { caption: string; heads: readonly [string, string]; rows: readonly HiddenRow[] }) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heads[0]}</th>
            <th scope="col">{heads[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              <td>{r.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
