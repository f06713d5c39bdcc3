import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useDraftText } from '../draft-text';
import { useGameTranslation } from '../i18n';

interface ShareCodeFieldProps {
  /** The game and seat, so what is typed is kept as a draft until it is used. */
  scope: string;
  seat: 1 | 2;
  disabled: boolean;
  error: string | null;
  /** Uses the code; true when it gave the seat a list. */
  onApply: (code: string) => boolean;
}

/** A list for the seat from a share code or link, folded away until needed. */
export function ShareCodeField({ scope, seat, disabled, error, onApply }: ShareCodeFieldProps) {
  const { t } = useGameTranslation();
  const [code, setCode, settleCode] = useDraftText(scope, `code-${seat}`, '');
  return (
    <details className="rounded-lg border border-line bg-night/40 px-3 py-2" open={Boolean(error) || code !== ''}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t('setup.shareCode')}</summary>
      <div className="flex flex-col gap-2 pb-2">
        <TextField
          label={t('setup.shareCodeLabel')}
          hint={t('setup.shareCodeHint')}
          value={code}
          disabled={disabled}
          error={error}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button
          variant="secondary"
          disabled={disabled || !code.trim()}
          onClick={() => {
            if (onApply(code)) settleCode('');
          }}
        >
          {t('setup.useCode')}
        </Button>
      </div>
    </details>
  );
}
