import { useId, type ReactNode } from 'react';

/** A row of a reference table: its key, what names it (the row's header, in code) and its other cells. */
export type ReferenceRow = { key: string; name: ReactNode; cells: ReactNode[] };

/**
 * The one shape of the docs' generated tables (environment variables, API calls, routes): a table
 * with its caption, in a region that scrolls sideways on a phone and is reached from the keyboard.
 */
export function ReferenceTable({ caption, columns, rows }: { caption: ReactNode; columns: string[]; rows: ReferenceRow[] }) {
  const captionId = useId();
  return (
    <div className="fd-docs-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {/* a path, a variable or a call reads left to right in every direction */}
                <code dir="ltr">{row.name}</code>
              </th>
              {row.cells.map((cell, at) => (
                <td key={at}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
