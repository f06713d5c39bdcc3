import type { ParseKeys } from 'i18next';
import { LogIn } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { GAME_ERROR_CODES } from '../../../../contracts/games';
import { ApiRequestError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { joinGame } from '../api/join-game';
import { useGameTranslation } from '../i18n';
import { gamePath, pageForPhase } from '../routes';
import { seedOnlineGame } from './use-online-game';
import { PanelCard } from '../../../ui/panel-card';

const MESSAGES: Readonly<Record<string, ParseKeys<'game'>>> = {
  [GAME_ERROR_CODES.unknownJoinCode]: 'online.joinErrors.unknown',
  [GAME_ERROR_CODES.ended]: 'online.joinErrors.ended',
  [GAME_ERROR_CODES.full]: 'online.joinErrors.full',
  [GAME_ERROR_CODES.testersOnly]: 'online.joinErrors.testersOnly',
  validation_failed: 'online.joinErrors.format',
  unauthorized: 'online.joinErrors.signIn',
  network_error: 'online.joinErrors.offline',
  rate_limited: 'online.joinErrors.tooMany',
};

/** /game: the opponent types the host's code (or opens the join link, which fills it in). */
export function JoinGameForm({ initialCode }: { initialCode: string | null }) {
  const { t } = useGameTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const autoJoined = useRef(false);

  const join = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const game = await joinGame(value.trim().toUpperCase());
      seedOnlineGame(game);
      navigate(gamePath(pageForPhase(game.state.currentPhase), { gameId: game.id }));
    } catch (failure) {
      const key =
        failure instanceof ApiRequestError && Object.hasOwn(MESSAGES, failure.code)
          ? MESSAGES[failure.code]
          : undefined;
      setError(t(key ?? 'online.joinErrors.other'));
    } finally {
      setBusy(false);
    }
  };

  // The join link: join at once, the way the host meant it.
  useEffect(() => {
    if (!initialCode || autoJoined.current) return;
    autoJoined.current = true;
    void join(initialCode);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page was opened with
  }, [initialCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void join(code);
  };

  return (
    <PanelCard heading={t('online.joinHeading')}>
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label={t('online.joinLabel')}
          hint={t('online.joinHint')}
          value={code}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={12}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
        />
        <Button type="submit" variant="primary" className="sm:mt-8" disabled={busy || code.trim().length < 4}>
          <LogIn aria-hidden="true" className="size-5" />
          {t('online.join')}
        </Button>
      </form>
    </PanelCard>
  );
}
