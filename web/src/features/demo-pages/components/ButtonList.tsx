import { DemoButton } from './DemoButton';

/** A list of links that are demo buttons (social profiles, legal pages): each only logs its label. */
export function ButtonList({
  items,
  className,
  buttonClassName,
}: {
  items: readonly string[];
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <DemoButton label={item} className={buttonClassName} />
        </li>
      ))}
    </ul>
  );
}

export interface LinkColumn {
  title: string;
  links: readonly string[];
}

/** Footer columns of demo links, each a `<nav>` named by its `<h2>` title. */
export function LinkColumns({ columns, className }: { columns: readonly LinkColumn[]; className?: string }) {
  return (
    <>
      {columns.map((column) => (
        <nav key={column.title} aria-label={column.title} className={className}>
          <h2>{column.title}</h2>
          <ButtonList items={column.links} />
        </nav>
      ))}
    </>
  );
}
