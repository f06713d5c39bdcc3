import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../../../domain/i18n/language';
import { AdminPanel } from '../admin-panel';
import { AdminQueryState } from '../admin-query-state';
import { MAIL_TEMPLATES, mailPreviewQuery, type MailTemplate } from '../api/get-mail-preview';
import { Select } from '../../../ui/select';
import { MailLanguageSelect } from './mail-language-select';
import '../i18n';

/**
 * Every template in every language, rendered with example values. The HTML goes into an iframe
 * with an empty sandbox: no scripts, no forms, no navigation, its own origin.
 */
export function TemplatePreviewPanel() {
  const { t } = useTranslation('admin');
  const [template, setTemplate] = useState<MailTemplate>('confirmation');
  const [language, setLanguage] = useState<Language>('en');
  const [view, setView] = useState<'html' | 'text'>('html');
  const preview = useQuery(mailPreviewQuery(template, language));
  const templateName = t(`mail.templates.${template}`);

  return (
    <AdminPanel title={t('mail.preview.title')} intro={t('mail.preview.intro')}>
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <Select
          label={t('mail.preview.template')}
          value={template}
          options={MAIL_TEMPLATES.map((value) => ({ value, label: t(`mail.templates.${value}`) }))}
          onValueChange={setTemplate}
          className="md:flex-1"
        />
        <MailLanguageSelect value={language} onChange={setLanguage} />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 font-semibold">{t('mail.preview.format')}</legend>
          <div className="flex rounded-lg border border-line p-0.5">
            {(['html', 'text'] as const).map((format) => (
              <label
                key={format}
                className="inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 text-steel has-[:checked]:bg-raised has-[:checked]:text-gold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-bright"
              >
                <input
                  type="radio"
                  name="mail-format"
                  value={format}
                  checked={view === format}
                  onChange={() => setView(format)}
                  className="sr-only"
                />
                {t(`mail.preview.${format}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <AdminQueryState query={preview}>
        {(data) => (
          <div className="flex flex-col gap-2">
            <p>
              <span className="text-steel">{t('mail.preview.subject')} </span>
              <span className="font-semibold">{data.subject}</span>
            </p>
            {view === 'html' ? (
              <iframe
                title={t('mail.preview.frameTitle', { template: templateName, language: LANGUAGE_NAMES[language] })}
                srcDoc={data.html}
                sandbox=""
                referrerPolicy="no-referrer"
                className="h-[32rem] w-full rounded-lg border border-line bg-white"
              />
            ) : (
              <pre className="max-h-[32rem] overflow-auto rounded-lg border border-line bg-night p-3 font-mono text-sm whitespace-pre-wrap break-words">
                {data.text}
              </pre>
            )}
          </div>
        )}
      </AdminQueryState>
    </AdminPanel>
  );
}
