import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A tool page's own heading: its icon, title and introduction, and any line that belongs under them. */
export function PageHeader({
  icon: Icon,
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  intro: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-2">
      <h1 className="flex items-center gap-2 text-3xl">
        <Icon aria-hidden="true" className="size-7 text-gold" />
        {title}
      </h1>
      <p className="max-w-2xl text-steel">{intro}</p>
      {children}
    </header>
  );
}
