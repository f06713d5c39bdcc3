import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The outcome of a check (a file, a text), read out as a status: green with a tick when all is
 * well, red with a warning sign when not, so it never rests on colour alone.
 */
export function CheckLine({ ok, id, children }: { ok: boolean; id?: string; children: ReactNode }) {
  const Icon = ok ? CircleCheck : TriangleAlert;
  return (
    <div
      id={id}
      role="status"
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 ${
        ok ? 'border-legal/60 text-legal' : 'border-danger-ink/60 text-danger-ink'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
