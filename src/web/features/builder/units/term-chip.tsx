import type { GlossaryKind, Keyword } from '../../../../domain/army/data-pack-schema';
import { Tooltip } from '../../../ui/tooltip';
import type { PackText } from './pack-text';

const KIND_STYLES: Record<GlossaryKind, string> = {
  characteristic: 'border-line bg-raised text-ink',
  keyword: 'border-gold/50 bg-gold/10 text-gold-bright',
  'special-rule': 'border-steel/40 bg-surface text-steel',
};

/**
 * A characteristic, keyword or special rule; a tap, click, Enter or Space shows its glossary text
 * (and a resting mouse, after a moment).
 */
export function TermChip({ kind, term, text }: { kind: GlossaryKind; term: Keyword; text: PackText }) {
  const label = text.keywordLabel(kind, term);
  const description = text.termDescription(kind, term.id);
  const chip = `inline-flex min-h-7 items-center rounded-full border px-2.5 text-xs font-semibold ${KIND_STYLES[kind]}`;
  if (!description) return <span className={chip}>{label}</span>;
  return (
    <Tooltip content={description}>
      <button type="button" className={`${chip} cursor-help hover:border-gold`}>
        {label}
      </button>
    </Tooltip>
  );
}
