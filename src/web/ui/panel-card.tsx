import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/**
 * A card of a page: a section named by its heading, led by its icon if it has one (the game's
 * notes, objectives, history and setup, the profile's data reports).
 */
export function PanelCard({
  icon: Icon,
  heading,
  headingLevel = 2,
  id,
  children,
}: {
  icon?: LucideIcon;
  heading: string;
  headingLevel?: 2 | 3;
  /** The heading's id, when something else refers to it too; one is made otherwise. */
  id?: string;
  children: ReactNode;
}) {
  const madeId = useId();
  const headingId = id ?? madeId;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <Heading id={headingId} className={Icon ? 'flex items-center gap-2 text-xl' : 'text-xl'}>
        {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
        {heading}
      </Heading>
      {children}
    </section>
  );
}
