import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isSaveable } from '../../../domain/game/game-view';
import { profileQuery } from '../../features/auth/api/get-profile';
import { useDataPack } from '../../features/builder/data-pack/use-data-pack';
import { useSavedLists } from '../../features/builder/lists/use-saved-lists';
import { PlayModeGate } from '../../features/game/access/play-mode-gate';
import { GameScreen } from '../../features/game/game-screen';
import { GameHome } from '../../features/game/home/game-home';
import { localGame } from '../../features/game/local-game';
import { GameHistory } from '../../features/game/online/game-history';
import { GameUnavailable } from '../../features/game/online/game-unavailable';
import { InvitePanel, spectatorLink } from '../../features/game/online/invite-panel';
import { JoinGameForm } from '../../features/game/online/join-game-form';
import { OnlineOffer } from '../../features/game/online/online-offer';
import { OnlineSignIn } from '../../features/game/online/online-sign-in';
import { useGoOnline } from '../../features/game/online/use-go-online';
import { useOnlineGame } from '../../features/game/online/use-online-game';
import type { GamePage as GamePageName } from '../../features/game/routes';
import { useLocalGameSession } from '../../features/game/session';
import { useAuth } from '../../lib/auth';
import { usePlayAccess } from '../../lib/play-mode';
import { Spinner } from '../../ui/spinner';

/** /game: new game, resume the one on this device, join by code, history of my games. */
export function GamePage() {
  const access = usePlayAccess();
  const { userId, isGuest } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const local = useLocalGameSession();
  const { data } = useDataPack();
  return (
    <PlayModeGate access={{ ...access, isGuest }} gameOnDevice={isSaveable(local.state)}>
      <GameHome
        local={local.state}
        pack={data?.pack}
        canStartNew={access.allowed}
        onNewGame={() => {
          localGame.startNew();
          navigate('/setup');
        }}
      >
        {access.online ? (
          <>
            <JoinGameForm initialCode={params.get('join')} />
            <GameHistory userId={userId} />
          </>
        ) : isGuest ? (
          <OnlineSignIn joining={params.has('join')} />
        ) : null}
      </GameHome>
    </PlayModeGate>
  );
}

interface RouteData {
  page: GamePageName;
  pack: NonNullable<ReturnType<typeof useDataPack>['data']>['pack'];
  savedLists: ReturnType<typeof useSavedLists>['data'];
  viewer: { name: string; userId: string | null };
}

function LocalGame({ page, pack, savedLists, viewer, online }: RouteData & { online: boolean }) {
  const session = useLocalGameSession();
  const { goOnline } = useGoOnline();
  return (
    <GameScreen
      page={page}
      session={session}
      location={{}}
      pack={pack}
      savedLists={savedLists?.map((saved) => saved.list) ?? []}
      viewer={viewer}
      setupExtra={online ? <OnlineOffer /> : undefined}
      // Signed in, the game is kept online from deployment on: both phones, history, spectators.
      startDeployment={online ? (commands) => void goOnline('deployment', '/deployment', commands) : undefined}
    />
  );
}

function OnlineGame({
  page,
  pack,
  savedLists,
  viewer,
  gameId,
  watch,
}: RouteData & { gameId: string; watch: string | null }) {
  const { t } = useTranslation();
  const { session, snapshot } = useOnlineGame(gameId, watch);
  if (!session)
    return snapshot.error ? <GameUnavailable status={snapshot.error.status} /> : <Spinner label={t('app.loading')} />;
  const invite =
    page === 'setup' && session.online && !session.readOnly ? (
      <InvitePanel online={session.online} state={session.state} />
    ) : undefined;
  return (
    <GameScreen
      page={page}
      session={session}
      location={{ gameId, watch }}
      pack={pack}
      savedLists={savedLists?.map((saved) => saved.list) ?? []}
      viewer={viewer}
      setupExtra={invite}
      shareLink={session.online ? spectatorLink(session.online, session.state) : null}
    />
  );
}

function GameRoute({ page }: { page: GamePageName }) {
  const { t } = useTranslation();
  const access = usePlayAccess();
  const { userId, isGuest } = useAuth();
  const { gameId } = useParams();
  const [params] = useSearchParams();
  const onlineId = gameId ?? (page === 'setup' ? params.get('game') : null);
  const watch = params.get('watch');
  const local = useLocalGameSession();
  const { data } = useDataPack();
  const lists = useSavedLists();
  const profile = useQuery(profileQuery(userId));
  // The signed-in player's name fills their seat, so setup waits for it.
  if (!data || profile.isLoading) return <Spinner label={t('app.loading')} />;
  const common = {
    page,
    pack: data.pack,
    savedLists: lists.data,
    viewer: { name: profile.data?.username ?? '', userId },
  };
  // A spectator link is for anyone: it only shows the game. An online game is its players' to
  // open whatever the setting says now; the server knows who they are.
  if (onlineId) return <OnlineGame {...common} gameId={onlineId} watch={watch} />;
  return (
    <PlayModeGate access={{ ...access, isGuest }} gameOnDevice={isSaveable(local.state)}>
      <LocalGame {...common} online={access.online} />
    </PlayModeGate>
  );
}

export const SetupPage = () => <GameRoute page="setup" />;
export const DeploymentPage = () => <GameRoute page="deployment" />;
export const PlayPage = () => <GameRoute page="play" />;
export const ScoringPage = () => <GameRoute page="scoring" />;
export const SummaryPage = () => <GameRoute page="summary" />;
