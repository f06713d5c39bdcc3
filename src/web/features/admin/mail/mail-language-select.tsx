import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Language } from '../../../../domain/i18n/language';
import { Select } from '../../../ui/select';
import { MAIL_LANGUAGES } from '../api/get-mail-preview';
import '../i18n';

/** The language a mail is written in, each named in its own language. */
export function MailLanguageSelect({ value, onChange }: { value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Select
      label={t('mail.language')}
      value={value}
      options={MAIL_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      onValueChange={onChange}
    />
  );
}
