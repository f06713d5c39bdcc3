import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { normaliseTerm } from '../../../domain/content/search';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { QueryState } from '../../ui/query-state';
import type { Highlight } from '../../ui/rich-text';
import { faqQueryOptions } from './api/get-faq';
import { rulesQueryOptions } from './api/get-rules';
import { FaqContent, RulesContent } from './content-bodies';
import { CASE_PARAM, carriedSearch, TERM_PARAM, withChanges, type ContentTab } from './content-params';
import { ContentSearchBar } from './content-search-bar';
import { ContentTabs } from './content-tabs';
import './i18n';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SearchResults } from './search-results';
import { useContentSearch } from './use-content-search';

export type { ContentTab } from './content-params';

/**
 * Rules and FAQ share this view: the active tab follows the path, one search box serves both and
 * its term (`?q=`) and case option (`?case=1`) travel with the reader between the tabs.
 */
export function RulesFaqView({
  tab,
  loadingLabel,
  isAdmin = false,
}: {
  tab: ContentTab;
  loadingLabel: string;
  /** How to load full rule texts is for admins only (issue 21); players never see it. */
  isAdmin?: boolean;
}) {
  const { t, i18n } = useTranslation('content');
  const language = normaliseLanguage(i18n.language);
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  // The inputs own their state (so they answer at once); the URL mirrors it for sharing and for
  // carrying the search to the other tab, which mounts a new view that starts from the URL.
  const [term, setTerm] = useState(() => params.get(TERM_PARAM) ?? '');
  const [caseSensitive, setCaseSensitive] = useState(() => params.get(CASE_PARAM) === '1');
  const rules = useQuery(rulesQueryOptions(language));
  const faq = useQuery(faqQueryOptions(language));
  const { results, counts } = useContentSearch(language, rules.data?.chapters, faq.data?.sections, term, caseSensitive);
  const deferredTerm = useDeferredValue(term);
  const searching = normaliseTerm(term) !== null;
  const highlight: Highlight | undefined = normaliseTerm(deferredTerm)
    ? { term: deferredTerm, caseSensitive }
    : undefined;
  const ready = Boolean((tab === 'rules' ? rules : faq).data);
  const texts = { loading: loadingLabel, failed: t('loadFailed'), retry: t('tryAgain'), empty: t('empty') };

  // Both inputs are written each time, from their own state: the router hands an updater the
  // address of the last render, and on a slow phone the address a burst of typing asked for may not
  // be rendered yet when the case box is ticked, so an updater that kept the rendered term would
  // put back an older one.
  const update = (search: { term: string; caseSensitive: boolean }) =>
    setParams(
      (current) =>
        withChanges(current, { [TERM_PARAM]: search.term || null, [CASE_PARAM]: search.caseSensitive ? '1' : null }),
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  useEffect(() => {
    if (rules.data && rules.data.chapters.length === 0) console.warn('Rules: no chapters published');
  }, [rules.data]);

  const carried = carriedSearch(params, term, caseSensitive);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 md:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl md:text-4xl">{t(`title.${tab}`)}</h1>
        <p className="text-steel">{t('intro')}</p>
        {tab === 'rules' && isAdmin ? (
          <p className="rounded-lg border border-line bg-surface px-3 py-2 text-sm text-steel">
            {t('adminHint')}{' '}
            <Link to="/admin/content?tab=rules" className="underline underline-offset-2">
              {t('adminHintLink')}
            </Link>
          </p>
        ) : null}
      </header>

      <ContentTabs tab={tab} carried={carried} />

      <ContentSearchBar
        term={term}
        caseSensitive={caseSensitive}
        onTerm={(value) => {
          setTerm(value);
          update({ term: value, caseSensitive });
        }}
        onCaseSensitive={(checked) => {
          setCaseSensitive(checked);
          update({ term, caseSensitive: checked });
        }}
      />

      <p role="status" aria-live="polite" className="min-h-6 font-semibold text-gold-bright">
        {searching && (rules.data || faq.data) ? t('results', { count: results.length }) : ''}
      </p>
      {searching && (rules.data || faq.data) ? (
        <SearchResults results={results} counts={counts} highlight={{ term, caseSensitive }} search={carried} />
      ) : null}

      {tab === 'rules' ? (
        <QueryState query={rules} texts={texts} spinner isEmpty={(data) => data.chapters.length === 0}>
          {(data) => <RulesContent chapters={data.chapters} highlight={highlight} />}
        </QueryState>
      ) : (
        <QueryState query={faq} texts={texts} spinner isEmpty={(data) => data.sections.length === 0}>
          {(data) => <FaqContent sections={data.sections} highlight={highlight} />}
        </QueryState>
      )}
      <ScrollToTopButton />
    </div>
  );
}
