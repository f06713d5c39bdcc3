import type { ParseKeys } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { addNamespace } from '../../lib/i18n';
import en from '../../i18n/legal/en.json';
import es from '../../i18n/legal/es.json';
import fr from '../../i18n/legal/fr.json';

addNamespace('legal', { en, es, fr });

export const LEGAL_DOCUMENTS = ['about', 'privacy', 'terms'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/** The documents that say when they last changed (the about page does not). */
const UPDATED: Record<LegalDocumentName, ParseKeys<'legal'> | null> = {
  about: null,
  privacy: 'privacy.updated',
  terms: 'terms.updated',
};

interface Section {
  id: string;
  heading: string;
  paragraphs: string[];
}

function asSections(value: unknown): Section[] {
  return Array.isArray(value) ? (value as Section[]) : [];
}

/** A long-form page (about, privacy, terms) whose text lives in the legal namespace. */
export function LegalDocument({ name, children }: { name: LegalDocumentName; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation();
  const { hash } = useLocation();
  const sections = asSections(t(`${name}.sections`, { returnObjects: true }));
  const updatedKey = UPDATED[name];
  const updated = updatedKey ? t(updatedKey) : '';

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <h1 className="text-3xl md:text-4xl">{t(`${name}.title`)}</h1>
      {updated ? <p className="mt-2 text-sm text-steel">{updated}</p> : null}
      <p className="mt-4 text-lg">{t(`${name}.intro`)}</p>
      <nav aria-label={tCommon('legalPage.contents')} className="mt-6 rounded-xl border border-line bg-surface p-4">
        <h2 className="text-base">{tCommon('legalPage.contents')}</h2>
        <ul className="mt-2 grid gap-1 md:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-8 scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-3 leading-relaxed text-ink/90">
              {paragraph}
            </p>
          ))}
          {section.id === 'contact' ? children : null}
        </section>
      ))}
    </article>
  );
}
