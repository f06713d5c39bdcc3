import { Plus, X } from 'lucide-react';
import { useId, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '../../../../domain/social/social';
import { buttonStyles } from '../../../ui/button-styles';
import { TextField } from '../../../ui/text-field';
import { Button } from '../../../ui/button';

/** The member's links, one field each, with adding (up to the limit) and removing. */
export function SocialLinksFields({
  links,
  issues,
  onChange,
}: {
  links: string[];
  /** What is wrong with each link, once the form was submitted. */
  issues: ReadonlyArray<string | null>;
  onChange: Dispatch<SetStateAction<string[]>>;
}) {
  const { t } = useTranslation('social');
  const linksId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold">{t('edit.links')}</legend>
      <p id={linksId} className="text-sm text-steel">
        {t('edit.linksHint')}
      </p>
      {links.map((link, index) => (
        <div key={index} className="flex items-start gap-2">
          <TextField
            className="flex-1"
            label={t('edit.link', { number: index + 1 })}
            type="url"
            inputMode="url"
            value={link}
            maxLength={SOCIAL_LIMITS.socialLinkLength}
            placeholder="https://"
            error={issues[index] ?? null}
            onChange={(event) =>
              onChange((current) => current.map((item, i) => (i === index ? event.target.value : item)))
            }
          />
          <button
            type="button"
            className={`${buttonStyles.icon} mt-8`}
            aria-label={t('edit.removeLink', { number: index + 1 })}
            onClick={() => onChange((current) => current.filter((_, i) => i !== index))}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ))}
      {links.length < SOCIAL_LIMITS.socialLinks ? (
        <Button
          variant="secondary"
          className="self-start"
          icon={Plus}
          aria-describedby={linksId}
          onClick={() => onChange((current) => [...current, ''])}
        >
          {t('edit.addLink')}
        </Button>
      ) : null}
    </fieldset>
  );
}
