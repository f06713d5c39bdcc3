import { Copy, Link2, RotateCcw, Share2 } from 'lucide-react';
import { buttonStyles } from '../../../ui/button-styles';
import { toast } from '../../../ui/toast';
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
  const copy = async (value: string, done: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(done);
    } catch {
      toast.error(t('summary.copyFailed'));
    }
  };
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
        <button type="button" className={buttonStyles.primary} onClick={() => void share()}>
          <Share2 aria-hidden="true" className="size-5" />
          {t('summary.share')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => void copy(text(), t('summary.copied'))}>
          <Copy aria-hidden="true" className="size-5" />
          {t('summary.copyText')}
        </button>
        {shareLink ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void copy(shareLink, t('summary.linkCopied'))}
          >
            <Link2 aria-hidden="true" className="size-5" />
            {t('summary.copyLink')}
          </button>
        ) : null}
        {onNewGame ? (
          <button type="button" className={buttonStyles.secondary} onClick={onNewGame}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {t('summary.newGame')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
