import { Send } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_LIMITS } from '../../../../domain/social/social';
import { Button } from '../../../ui/button';
import { WritingForm } from '../writing-form';

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
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSend();
    }
  };
  return (
    <WritingForm
      className="flex flex-col gap-1 border-t border-line p-3"
      label={t('messages.compose', { name })}
      labelClassName="sr-only"
      value={body}
      onChange={onBody}
      rows={2}
      maxLength={SOCIAL_LIMITS.message}
      placeholder={t('messages.placeholder')}
      error={error}
      onKeyDown={onKeyDown}
      boxClassName="min-h-11 flex-1 resize-none"
      onSubmit={onSend}
    >
      {({ label, box }) => (
        <div className="flex items-end gap-2">
          {label}
          {box}
          <Button type="submit" variant="primary" icon={Send} disabled={blocked}>
            <span className="sr-only sm:not-sr-only">{sending ? t('messages.sending') : t('messages.send')}</span>
          </Button>
        </div>
      )}
    </WritingForm>
  );
}
