import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
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
import { useGoOnline } from '../../features/game/online/use-go-online';
import { useOnlineGame } from '../../features/game/online/use-online-game';
import type { GamePage as GamePageName } from '../../features/game/routes';
import { useLocalGameSession } from '../../features/game/session';
import { useAuth } from '../../lib/auth';
import { usePreviewMode } from '../../lib/preview-mode';
import { Spinner } from '../../ui/spinner';

function usePlayModeViewer() {
  const auth = useAuth();
  const isPreview = usePreviewMode();
  return {
    isGuest: auth.isGuest,
    isAdmin: auth.isAdmin,
    isTester: auth.isTester,
    isPreview,
    userId: auth.userId,
  };
}

/** /game: new game, resume the one on this device, join by code, history of my games. */
export function GamePage() {
  const viewer = usePlayModeViewer();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const local = useLocalGameSession();
  const { data } = useDataPack();
  return (
    <PlayModeGate viewer={viewer}>
      <GameHome
        local={local.state}
        pack={data?.pack}
        onNewGame={() => {
          localGame.startNew();
          navigate('/setup');
        }}
      >
        <JoinGameForm initialCode={params.get('join')} />
        <GameHistory userId={viewer.userId} />
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

function LocalGame({ page, pack, savedLists, viewer }: RouteData) {
  const session = useLocalGameSession();
  const { goOnline } = useGoOnline();
  const signedIn = viewer.userId !== null;
  return (
    <GameScreen
      page={page}
      session={session}
      location={{}}
      pack={pack}
      savedLists={savedLists?.map((saved) => saved.list) ?? []}
      viewer={viewer}
      setupExtra={signedIn ? <OnlineOffer /> : undefined}
      // Signed in, the game is kept online from deployment on: both phones, history, spectators.
      startDeployment={signedIn ? (commands) => void goOnline('deployment', '/deployment', commands) : undefined}
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
  const viewer = usePlayModeViewer();
  const { gameId } = useParams();
  const [params] = useSearchParams();
  const onlineId = gameId ?? (page === 'setup' ? params.get('game') : null);
  const watch = params.get('watch');
  const { data } = useDataPack();
  const lists = useSavedLists();
  const profile = useQuery(profileQuery(viewer.userId));
  // The signed-in player's name fills their seat, so setup waits for it.
  if (!data || profile.isLoading) return <Spinner label={t('app.loading')} />;
  const common = {
    page,
    pack: data.pack,
    savedLists: lists.data,
    viewer: { name: profile.data?.username ?? '', userId: viewer.userId },
  };
  // A spectator link is for anyone: it only shows the game.
  if (onlineId && watch) return <OnlineGame {...common} gameId={onlineId} watch={watch} />;
  return (
    <PlayModeGate viewer={viewer}>
      {onlineId ? <OnlineGame {...common} gameId={onlineId} watch={null} /> : <LocalGame {...common} />}
    </PlayModeGate>
  );
}

export const SetupPage = () => <GameRoute page="setup" />;
export const DeploymentPage = () => <GameRoute page="deployment" />;
export const PlayPage = () => <GameRoute page="play" />;
export const ScoringPage = () => <GameRoute page="scoring" />;
export const SummaryPage = () => <GameRoute page="summary" />;
