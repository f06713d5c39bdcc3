import { TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface ActionNoticeProps {
  title: string;
  children: ReactNode;
  /** Buttons that deal with what the notice is about. */
  actions: ReactNode;
  className?: string;
}

/** A lasting warning in the page (not a toast): what happened, and buttons to deal with it. */
export function ActionNotice({ title, children, actions, className = '' }: ActionNoticeProps) {
  const titleId = useId();
  return (
    <section
      role="status"
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-xl border border-warn/60 bg-surface p-4 ${className}`}
    >
      <h2 id={titleId} className="flex items-center gap-2 font-sans text-base font-semibold text-warn">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </h2>
      <div className="text-ink">{children}</div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}
