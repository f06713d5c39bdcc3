import { useQuery } from '@tanstack/react-query';
import { ArrowUp, Link2 } from 'lucide-react';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import type { FaqSection, RulesChapter } from '../../../contracts/content';
import { highlightSegments, normaliseTerm, type SearchResult } from '../../../domain/content/search';
import { normaliseLanguage } from '../../../domain/i18n/language';
import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/content/en.json';
import es from '../../i18n/content/es.json';
import fr from '../../i18n/content/fr.json';
import { buttonStyles } from '../../ui/button-styles';
import { RichText, type Highlight } from '../../ui/rich-text';
import { SearchField } from '../../ui/search-field';
import { Spinner } from '../../ui/spinner';
import { ItemActions } from '../../ui/item-actions';
import { faqQueryOptions } from './api/get-faq';
import { rulesQueryOptions } from './api/get-rules';
import { useContentSearch } from './use-content-search';

addNamespace('content', { en, es, fr });

export type ContentTab = 'rules' | 'faq';
const TABS: readonly ContentTab[] = ['rules', 'faq'];
/** Query parameters that travel with the reader between the two tabs. */
const TERM_PARAM = 'q';
const CASE_PARAM = 'case';

function Highlighted({ text, highlight }: { text: string; highlight?: Highlight }) {
  if (!highlight) return <>{text}</>;
  return (
    <>
      {highlightSegments(text, highlight.term, highlight.caseSensitive).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="search-hit rounded bg-gold px-0.5 text-night">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function CopyLinkButton({ tab, id, title }: { tab: ContentTab; id: string; title: string }) {
  const { t } = useTranslation('content');
  const copy = async () => {
    const url = `${window.location.origin}/${tab}#${encodeURIComponent(id)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopied'));
    } catch {
      toast.error(t('linkCopyFailed'));
    }
  };
  return (
    <button
      type="button"
      className={`${buttonStyles.icon} shrink-0 text-steel hover:text-gold`}
      aria-label={t('copyLinkTo', { title })}
      title={t('copyLink')}
      onClick={() => void copy()}
    >
      <Link2 aria-hidden="true" className="size-5" />
    </button>
  );
}

function EntryBlock(props: {
  tab: ContentTab;
  id: string;
  title: string;
  content: string;
  level: 2 | 3;
  highlight?: Highlight;
  inEnglish: boolean;
}) {
  const { t } = useTranslation('content');
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <article
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      className="scroll-mt-24 rounded-xl border border-line bg-surface/80 p-4 md:p-5"
    >
      <div className="flex items-start justify-between gap-2">
        <Heading id={`${props.id}-title`} className="text-lg md:text-xl">
          <Highlighted text={props.title} highlight={props.highlight} />
        </Heading>
        <span className="flex shrink-0">
          {props.tab === 'rules' ? (
            <ItemActions compact item={{ kind: 'rule-section', id: props.id, title: props.title }} />
          ) : null}
          <CopyLinkButton tab={props.tab} id={props.id} title={props.title} />
        </span>
      </div>
      {props.inEnglish ? <p className="mt-1 text-xs text-steel">{t('inEnglish')}</p> : null}
      <RichText html={props.content} highlight={props.highlight} className="mt-2 text-ink/90" />
    </article>
  );
}

function RulesContent({ chapters, highlight }: { chapters: RulesChapter[]; highlight?: Highlight }) {
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
          {chapter.sections.map((section) => (
            <EntryBlock
              key={section.id}
              tab="rules"
              id={section.id}
              title={section.title}
              content={section.content}
              level={3}
              highlight={highlight}
              inEnglish={section.fallback.length > 0}
            />
          ))}
        </section>
      ))}
    </>
  );
}

function FaqContent({ sections, highlight }: { sections: FaqSection[]; highlight?: Highlight }) {
  return (
    <div className="flex flex-col gap-3">
      {sections.map((section) => (
        <EntryBlock
          key={section.id}
          tab="faq"
          id={section.id}
          title={section.title}
          content={section.content}
          level={2}
          highlight={highlight}
          inEnglish={section.fallback.length > 0}
        />
      ))}
    </div>
  );
}

function SearchResults(props: {
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
          const [pathname, hash] = result.path.split('#');
          return (
            <li key={`${result.source}-${result.id}`}>
              <Link
                to={{ pathname, search: props.search, hash: hash ? `#${hash}` : '' }}
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

function ScrollToTopButton() {
  const { t } = useTranslation('content');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-20 inline-flex size-12 items-center justify-center rounded-full border border-line bg-raised text-gold shadow-lg hover:border-gold"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}

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
  const active = tab === 'rules' ? rules : faq;
  const ready = Boolean(active.data);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);

  useEffect(() => {
    if (rules.data && rules.data.chapters.length === 0) console.warn('Rules: no chapters published');
  }, [rules.data]);

  const carriedParams = new URLSearchParams(params);
  for (const [key, value] of [
    [TERM_PARAM, term],
    [CASE_PARAM, caseSensitive ? '1' : ''],
  ] as const) {
    if (value) carriedParams.set(key, value);
    else carriedParams.delete(key);
  }
  const carried = carriedParams.size ? `?${carriedParams.toString()}` : '';
  let body: ReactNode;
  if (active.isPending) body = <Spinner label={loadingLabel} />;
  else if (active.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-4">
        <p>{t('loadFailed')}</p>
        <button type="button" className={buttonStyles.secondary} onClick={() => void active.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  } else if (tab === 'rules') {
    body = rules.data!.chapters.length ? (
      <RulesContent chapters={rules.data!.chapters} highlight={highlight} />
    ) : (
      <p className="text-steel">{t('empty')}</p>
    );
  } else {
    body = faq.data!.sections.length ? (
      <FaqContent sections={faq.data!.sections} highlight={highlight} />
    ) : (
      <p className="text-steel">{t('empty')}</p>
    );
  }

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

      <nav aria-label={t('tabsLabel')} className="flex gap-2 border-b border-line">
        {TABS.map((name) => (
          <Link
            key={name}
            to={`/${name}${carried}`}
            aria-current={name === tab ? 'page' : undefined}
            className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-4 font-semibold no-underline ${
              name === tab ? 'border-gold text-gold' : 'border-transparent text-steel hover:text-ink'
            }`}
          >
            {t(`title.${name}`)}
          </Link>
        ))}
      </nav>

      <div role="search" className="flex flex-col gap-2 md:flex-row md:items-center">
        <div className="flex-1">
          <label htmlFor="content-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <SearchField
            id="content-search"
            value={term}
            placeholder={t('searchPlaceholder')}
            clearLabel={t('clearSearch')}
            onValueChange={(value) => {
              setTerm(value);
              update({ [TERM_PARAM]: value || null });
            }}
            inputClassName="border-line bg-raised"
          />
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
          <input
            type="checkbox"
            checked={caseSensitive}
            onChange={(event) => {
              setCaseSensitive(event.target.checked);
              update({ [CASE_PARAM]: event.target.checked ? '1' : null });
            }}
            className="size-5 accent-gold"
          />
          {t('caseSensitive')}
        </label>
      </div>

      <p role="status" aria-live="polite" className="min-h-6 font-semibold text-gold-bright">
        {searching && (rules.data || faq.data) ? t('results', { count: results.length }) : ''}
      </p>
      {searching && (rules.data || faq.data) ? (
        <SearchResults results={results} counts={counts} highlight={{ term, caseSensitive }} search={carried} />
      ) : null}

      {body}
      <ScrollToTopButton />
    </div>
  );
}
