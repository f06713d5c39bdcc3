import { Link2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/button';
import { useBuilderTranslation } from '../i18n';
import { LinkField } from './link-field';
import { Checkbox } from '../../../ui/checkbox';

interface AccountShareSectionProps {
  /** The list's short link, once it has one and is saved as shown. */
  shortUrl: string | null;
  /** Making a short link saves the list first (it has changes, or is not in the account). */
  needsSave: boolean;
  isPublic: boolean;
  busy: boolean;
  onMakeShortLink: () => void;
  onPublic: (isPublic: boolean) => void;
}

/** For members: a short link to the copy in their account, and showing the list on their profile. */
export function AccountShareSection({
  shortUrl,
  needsSave,
  isPublic,
  busy,
  onMakeShortLink,
  onPublic,
}: AccountShareSectionProps) {
  const { t } = useBuilderTranslation();
  const publicId = useId();
  return (
    <section aria-labelledby={`${publicId}-short`} className="flex w-full flex-col gap-3 border-t border-line pt-4">
      <h3 id={`${publicId}-short`} className="font-semibold text-ink">
        {t('share.shortTitle')}
      </h3>
      <p className="text-sm text-steel">{t('share.shortIntro')}</p>
      {shortUrl ? (
        <LinkField label={t('share.shortTitle')} url={shortUrl} />
      ) : (
        <Button variant="secondary" className="self-start" icon={Link2} disabled={busy} onClick={onMakeShortLink}>
          {needsSave ? t('share.saveAndShort') : t('share.makeShort')}
        </Button>
      )}
      <Checkbox
        label={t('share.public')}
        hint={t('share.publicHint')}
        checked={isPublic}
        disabled={busy}
        onCheckedChange={onPublic}
      />
    </section>
  );
}
