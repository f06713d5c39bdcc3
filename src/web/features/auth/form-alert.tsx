import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** A form's message: an error read out as soon as it appears, or a quiet confirmation. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  if (tone === 'success') {
    return (
      <p role="status" className="flex gap-2 rounded-lg border border-legal/40 bg-legal/10 p-3 text-ink">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-legal" />
        <span>{children}</span>
      </p>
    );
  }
  return (
    <p role="alert" className="flex gap-2 rounded-lg border border-danger-ink/50 bg-danger/15 p-3 text-ink">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-ink" />
      <span>{children}</span>
    </p>
  );
}
