import { CircleAlert, CircleCheck, CircleDashed, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

/** One block of an admin page: a heading, an optional line about it, actions on the right. */
export function AdminPanel({
  title,
  intro,
  actions,
  className = '',
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface/80 p-4 md:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-xl">
            {title}
          </h2>
          {intro ? <p className="text-steel">{intro}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

export type Tone = 'good' | 'bad' | 'warn' | 'neutral';

const TONES: Record<Tone, { className: string; icon: typeof CircleCheck }> = {
  good: { className: 'border-legal/50 text-legal', icon: CircleCheck },
  bad: { className: 'border-danger-ink/60 text-danger-ink', icon: CircleAlert },
  warn: { className: 'border-warn/60 text-warn', icon: TriangleAlert },
  neutral: { className: 'border-line text-steel', icon: CircleDashed },
};

/** A short state word with an icon, so the state never rests on colour alone. */
export function StatusPill({ tone, children }: { tone: Tone; children: ReactNode }) {
  const { className, icon: Icon } = TONES[tone];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {children}
    </span>
  );
}

/** The message shown where a panel's data could not be loaded, with a way to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-danger-ink/50 bg-danger/15 p-3"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-ink" />
      <span className="flex-1">{message}</span>
      <button
        type="button"
        className="min-h-11 rounded-lg border border-line px-3 font-semibold hover:border-gold"
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </div>
  );
}
