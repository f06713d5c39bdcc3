import { useTranslation } from 'react-i18next';
import type { Language } from '../../../domain/i18n/language';
import { TextField } from '../../ui/text-field';
import { BodyField } from './body-field';
import { hasBody, hasTitle, type Draft, type EntryKind } from './entry-model';

/** One language's title and text of an entry, with whether that translation is there yet. */
export function LanguageFieldset({
  language,
  kind,
  draft,
  errors,
  missing,
  onTitle,
  onBody,
}: {
  language: Language;
  kind: EntryKind;
  draft: Draft;
  errors: Record<string, string>;
  missing: boolean;
  onTitle: (value: string) => void;
  onBody: (value: string) => void;
}) {
  const { t } = useTranslation('admin-content');
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-line p-3 md:p-4" lang={language}>
      <legend className="px-1 font-display text-lg text-gold">
        {t(`languages.${language}`)}{' '}
        <span className="font-sans text-sm text-steel">
          {language === 'en' ? t('form.required') : missing ? t('form.missing') : t('form.translated')}
        </span>
      </legend>
      {hasTitle(kind) ? (
        <TextField
          label={kind === 'faq' ? t('form.question') : t('form.title')}
          value={draft.titles[language]}
          error={errors[`title.${language}`]}
          required={language === 'en'}
          onChange={(event) => onTitle(event.target.value)}
        />
      ) : null}
      {hasBody(kind) ? (
        <BodyField
          language={language}
          value={draft.bodies[language]}
          error={errors[`body.${language}`]}
          onChange={onBody}
        />
      ) : null}
    </fieldset>
  );
}
