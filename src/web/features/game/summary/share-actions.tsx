import { Copy, Link2, RotateCcw, Share2 } from 'lucide-react';
import { buttonStyles } from '../../../ui/button-styles';
import { ActionButton, useCopyWithToast } from '../action-button';
import { useGameTranslation } from '../i18n';

/** Share the game's text (or copy it where sharing is not offered), copy its link, or start again. */
export function ShareActions({
  text,
  shareLink,
  onNewGame,
}: {
  /** The game as text, made when it is shared. */
  text: () => string;
  shareLink: string | null;
  onNewGame?: () => void;
}) {
  const { t } = useGameTranslation();
  const copy = useCopyWithToast();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('summary.title'), text: text(), ...(shareLink ? { url: shareLink } : {}) });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(text(), t('summary.copied'));
  };

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <h2 className="text-xl">{t('summary.shareHeading')}</h2>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          icon={Share2}
          label={t('summary.share')}
          onClick={() => void share()}
          style={buttonStyles.primary}
        />
        <ActionButton
          icon={Copy}
          label={t('summary.copyText')}
          onClick={() => void copy(text(), t('summary.copied'))}
        />
        {shareLink ? (
          <ActionButton
            icon={Link2}
            label={t('summary.copyLink')}
            onClick={() => void copy(shareLink, t('summary.linkCopied'))}
          />
        ) : null}
        {onNewGame ? <ActionButton icon={RotateCcw} label={t('summary.newGame')} onClick={onNewGame} /> : null}
      </div>
    </section>
  );
}
