import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ListVerdict } from '../../../../domain/army/validate-list';
import { useBuilderTranslation } from '../i18n';
import { verdictLine } from './verdict';

/** The list's legality in one line, for a reader or an opponent: legal for N points, or not. */
export function VerdictLine({ verdict }: { verdict: ListVerdict }) {
  const { t } = useBuilderTranslation();
  const Icon = verdict.legal ? ShieldCheck : ShieldAlert;
  return (
    <p
      className={`flex items-center gap-2 font-semibold print:text-black ${verdict.legal ? 'text-legal' : 'text-danger-ink'}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {verdictLine(t, verdict)}
    </p>
  );
}
