import { useId, type ReactNode } from 'react';

/** One block of the account page: a heading, a line saying what it is for, and its controls. */
export function SettingsSection({
  title,
  intro,
  danger = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-4 rounded-xl border bg-surface/80 p-4 md:p-6 ${danger ? 'border-danger/60' : 'border-line'}`}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className={`text-xl ${danger ? 'text-danger-ink' : ''}`}>
          {title}
        </h2>
        {intro ? <p className="text-steel">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
