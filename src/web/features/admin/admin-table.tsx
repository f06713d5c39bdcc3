import type { ReactNode } from 'react';

export interface AdminColumn {
  label: string;
  /** Read by screen readers only (the actions column needs no visible heading). */
  hidden?: boolean;
  alignEnd?: boolean;
}

/** An admin list as a table on wide screens (phones get cards instead), under one row of column headings. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly AdminColumn[];
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div className="hidden md:block">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-sm text-steel">
            {columns.map((column, index) => {
              const last = index === columns.length - 1;
              const classes = ['py-2', last ? '' : 'pr-3', column.alignEnd ? 'text-right' : '', 'font-semibold'];
              return (
                <th key={column.label} scope="col" className={classes.filter(Boolean).join(' ')}>
                  {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
