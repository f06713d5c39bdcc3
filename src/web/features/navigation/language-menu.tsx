import { Check, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, normaliseLanguage } from '../../../domain/i18n/language';
import { changeLanguage } from '../../lib/i18n';
import { Menu, MenuRadioGroup, MenuRadioItem } from '../../ui/menu';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = normaliseLanguage(i18n.language);
  return (
    <Menu
      label={t('language.menuLabel', { language: LANGUAGE_NAMES[current], code: current.toUpperCase() })}
      trigger={
        <>
          <Languages aria-hidden="true" className="size-5" />
          <span className="text-sm font-semibold uppercase">{current}</span>
        </>
      }
    >
      <MenuRadioGroup value={current} onValueChange={(language) => void changeLanguage(normaliseLanguage(language))}>
        {LANGUAGES.map((language) => (
          <MenuRadioItem key={language} value={language} lang={language}>
            <Check aria-hidden="true" className={`size-4 ${language === current ? 'opacity-100' : 'opacity-0'}`} />
            {LANGUAGE_NAMES[language]}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
