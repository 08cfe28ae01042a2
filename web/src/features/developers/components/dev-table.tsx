import type { ReactNode } from 'react';

/** A reference table (parameters, fields, responses): captioned, its column headings, and a wrapper that scrolls sideways on a phone. */
export function DevTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="dev-table-wrap">
      <table className="dev-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's heading cell: the name as code, with its note (when there is one) under it. */
export function NameCell({ name, note }: { name: string; note?: string | undefined }) {
  return (
    <th scope="row">
      <code>{name}</code>
      {note ? <span className="dev-note">{note}</span> : null}
    </th>
  );
}
