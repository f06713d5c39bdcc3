import { useTranslation } from 'react-i18next';
import type { FaqSection, RulesChapter } from '../../../contracts/content';
import type { Highlight } from '../../ui/rich-text';
import { EntryBlock } from './entry-block';
import './i18n';

type Entry = Pick<FaqSection, 'id' | 'title' | 'content' | 'fallback'>;

/** A rules section or FAQ answer as a block, under a heading of the given level. */
const entryOf = (entry: Entry, tab: 'rules' | 'faq', level: 2 | 3, highlight: Highlight | undefined) => (
  <EntryBlock
    key={entry.id}
    tab={tab}
    id={entry.id}
    title={entry.title}
    content={entry.content}
    level={level}
    highlight={highlight}
    inEnglish={entry.fallback.length > 0}
  />
);

/** The rules: a table of chapters, then each chapter's sections. */
export function RulesContent({ chapters, highlight }: { chapters: RulesChapter[]; highlight?: Highlight }) {
  const { t } = useTranslation('content');
  return (
    <>
      <nav aria-label={t('chapters')} className="rounded-xl border border-line bg-surface p-4">
        <h2 className="text-base">{t('chapters')}</h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-6 md:grid-cols-2">
          {chapters.map((chapter) => (
            <li key={chapter.id}>
              <a href={`#chapter-${chapter.id}`} className="inline-flex min-h-8 items-center">
                {chapter.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {chapters.map((chapter) => (
        <section
          key={chapter.id}
          id={`chapter-${chapter.id}`}
          aria-labelledby={`chapter-${chapter.id}-title`}
          className="flex scroll-mt-24 flex-col gap-3"
        >
          <h2 id={`chapter-${chapter.id}-title`} className="mt-4 text-2xl">
            {chapter.title}
          </h2>
          {chapter.sections.map((section) => entryOf(section, 'rules', 3, highlight))}
        </section>
      ))}
    </>
  );
}

/** The FAQ: every answer in order. */
export function FaqContent({ sections, highlight }: { sections: FaqSection[]; highlight?: Highlight }) {
  return <div className="flex flex-col gap-3">{sections.map((section) => entryOf(section, 'faq', 2, highlight))}</div>;
}
