import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchResult } from '../../../domain/content/search';
import type { Highlight } from '../../ui/rich-text';
import { resultLink } from './content-params';
import { Highlighted } from './highlighted';
import './i18n';

/** What the search found in the rules and the FAQ, each a link to its place. */
export function SearchResults(props: {
  results: SearchResult[];
  counts: { rules: number; faq: number };
  highlight: Highlight;
  search: string;
}) {
  const { t } = useTranslation('content');
  return (
    <section aria-label={t('resultsLabel')} className="flex flex-col gap-2">
      <p className="text-sm text-steel">
        {t('resultsBreakdown', { rules: props.counts.rules, faq: props.counts.faq })}
      </p>
      {props.results.length === 0 ? <p className="text-steel">{t('noResults')}</p> : null}
      <ol className="flex flex-col gap-2">
        {props.results.map((result) => {
          return (
            <li key={`${result.source}-${result.id}`}>
              <Link
                to={resultLink(result.path, props.search)}
                className="block rounded-lg border border-line bg-raised/60 p-3 text-ink no-underline hover:border-gold"
              >
                <span className="mr-2 rounded-full border border-line px-2 py-0.5 text-xs text-steel">
                  {t(`source.${result.source}`)}
                </span>
                <span className="font-semibold text-gold-bright">
                  <Highlighted text={result.title} highlight={props.highlight} />
                </span>
                {result.group ? <span className="ml-2 text-sm text-steel">{result.group}</span> : null}
                <span className="mt-1 block text-sm text-ink/85">
                  <Highlighted text={result.content} highlight={props.highlight} />
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
