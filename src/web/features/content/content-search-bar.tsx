import { useTranslation } from 'react-i18next';
import { SearchField } from '../../ui/search-field';
import './i18n';
import { Checkbox } from '../../ui/checkbox';

interface ContentSearchBarProps {
  term: string;
  caseSensitive: boolean;
  onTerm: (term: string) => void;
  onCaseSensitive: (caseSensitive: boolean) => void;
}

/** One search box for the rules and the FAQ, and whether it minds capitals. */
export function ContentSearchBar({ term, caseSensitive, onTerm, onCaseSensitive }: ContentSearchBarProps) {
  const { t } = useTranslation('content');
  return (
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
          onValueChange={onTerm}
          inputClassName="border-line bg-raised"
        />
      </div>
      <Checkbox label={t('caseSensitive')} checked={caseSensitive} onCheckedChange={onCaseSensitive} />
    </div>
  );
}
