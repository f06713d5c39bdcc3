import { Send } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '../../../../domain/social/social';
import { buttonStyles } from '../../../ui/button-styles';
import { controlStyles } from '../../../ui/field';

/** The box to write a message in: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({
  name,
  body,
  error,
  blocked,
  sending,
  onBody,
  onSend,
}: {
  name: string;
  body: string;
  error: string | null;
  /** Nothing worth sending yet, or a message on its way. */
  blocked: boolean;
  sending: boolean;
  onBody: (body: string) => void;
  onSend: () => void;
}) {
  const { t } = useTranslation('social');
  const fieldId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };
  return (
    <form
      className="flex flex-col gap-1 border-t border-line p-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={fieldId} className="sr-only">
          {t('messages.compose', { name })}
        </label>
        <textarea
          id={fieldId}
          value={body}
          rows={2}
          maxLength={SOCIAL_LIMITS.message}
          placeholder={t('messages.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          onKeyDown={onKeyDown}
          onChange={(event) => onBody(event.target.value)}
          className={`${controlStyles} min-h-11 flex-1 resize-none`}
        />
        <button type="submit" className={buttonStyles.primary} disabled={blocked}>
          <Send aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{sending ? t('messages.sending') : t('messages.send')}</span>
        </button>
      </div>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger-ink">
          {error}
        </p>
      ) : null}
    </form>
  );
}
