import { ChevronDown } from 'lucide-react';
import type { Language } from '../../../domain/i18n/language';
import type { Feat } from '../../../domain/missions/mission-schema';
import { ScoringList } from './scoring-list';

/** One feat, folded: what it asks and how it scores. */
export function FeatDetails({ feat, language, open }: { feat: Feat; language: Language; open: boolean }) {
  return (
    <details
      id={`feat-${feat.id}`}
      open={open}
      className="group scroll-mt-24 rounded-xl border border-line bg-surface/80"
    >
      <summary className="flex min-h-11 cursor-pointer items-center p-4">
        <h3 className="text-lg">{feat.name[language]}</h3>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-5 text-steel transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4">
        <p>{feat.summary[language]}</p>
        <ScoringList rules={feat.vpRules} language={language} />
      </div>
    </details>
  );
}
