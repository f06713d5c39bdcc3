import { Eye, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { losesMarkup, sanitizeHtml } from '../../../domain/content/rich-text/store';
import { type Language } from '../../../domain/i18n/language';
import { controlStyles, Field } from '../../ui/field';
import { RichText } from '../../ui/rich-text';
// Drawn as soon as shown: this code loads on demand already.
import '../../ui/rich-text-render';

export function BodyField({
  language,
  value,
  onChange,
  error,
}: {
  language: Language;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-content');
  const id = useId();
  const previewId = `${id}-preview`;
  const warn = useMemo(() => losesMarkup(value), [value]);
  // What the server will store: the preview shows exactly that.
  const stored = useMemo(() => sanitizeHtml(value), [value]);
  return (
    <div className="flex flex-col gap-1.5">
      <Field label={t('form.content')} hint={t('form.contentHint')} error={error}>
        {(control) => (
          <textarea
            {...control}
            lang={language}
            value={value}
            rows={8}
            onChange={(event) => onChange(event.target.value)}
            className={`${controlStyles} min-h-40 font-mono text-sm`}
          />
        )}
      </Field>
      {warn ? (
        <p className="flex items-start gap-1.5 text-sm text-warn">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('form.sanitisedWarning')}
        </p>
      ) : null}
      <section
        aria-label={`${t('form.preview')} (${t(`languages.${language}`)})`}
        lang={language}
        className="flex flex-col gap-2 rounded-lg border border-dashed border-line bg-night/60 p-3"
      >
        <h3 id={previewId} className="flex items-center gap-1.5 font-sans text-sm font-semibold text-steel">
          <Eye aria-hidden="true" className="size-4" />
          {t('form.preview')}
        </h3>
        {value.trim() ? (
          <RichText html={stored} className="text-ink" />
        ) : (
          <p className="text-sm text-steel italic">
            {language === 'en' ? t('form.previewEmpty') : t('form.previewFallback')}
          </p>
        )}
      </section>
    </div>
  );
}
