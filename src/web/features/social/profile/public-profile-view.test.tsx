import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicProfile, RecentGame } from '../../../../contracts/social';
import { i18n } from '../../../lib/i18n';
import { publicProfile } from '../../../../../test/fixtures/social';
import { fakeAuth } from '../../../../../test/web/fake-auth';
import { renderWithAuth } from '../../../../../test/web/render-with-auth';
import { PublicProfileView } from './public-profile-view';

const CAPTAIN_ID = '11111111-1111-4111-8111-111111111111';
const RIVAL = {
  id: '22222222-2222-4222-8222-222222222222',
  username: 'Rival',
  wab_id: 'WAB-RVAL-0000-0002',
  avatar_url: null,
};

const game = (overrides: Partial<RecentGame> = {}): RecentGame => ({
  ended_at: '2026-11-20T18:30:00Z',
  mission_id: 'consolidated-progress',
  opponent: RIVAL,
  opponent_name: null,
  result: 'won',
  score: { own: 12, opponent: 4 },
  ...overrides,
});

const profile = (recent_games: RecentGame[]): PublicProfile =>
  publicProfile({
    id: CAPTAIN_ID,
    games_played: recent_games.length,
    games_won: recent_games.filter((item) => item.result === 'won').length,
    recent_games,
  });

/** Answers the profile page's calls as the server does for a guest. */
function serve(answer: PublicProfile, lists: unknown[] = []) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url === '/api/social/profiles/Captain') return json(answer);
    if (url === `/api/members/${CAPTAIN_ID}/lists`) return json({ items: lists });
    if (url.startsWith(`/api/social/profiles/${CAPTAIN_ID}/comments`)) {
      return json({ comments: [], next: null, can_comment: false });
    }
    return json({ code: 'not_found', message: url }, 404);
  });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('recent games on a public profile', () => {
  it('lists each finished game with its date, opponent, mission, result and score', async () => {
    serve(
      profile([
        game(),
        game({ ended_at: '2026-11-18T20:00:00Z', result: 'lost', score: { own: 3, opponent: 7 } }),
        game({
          ended_at: '2026-11-15T20:00:00Z',
          opponent: null,
          opponent_name: 'Bruk',
          mission_id: null,
          result: 'draw',
          score: { own: 5, opponent: 5 },
        }),
        game({ ended_at: '2026-11-10T20:00:00Z', opponent: null, opponent_name: null }),
      ]),
    );
    renderWithAuth(<PublicProfileView profileRef="Captain" />, fakeAuth(), '/u/Captain');

    const section = (await screen.findByRole('heading', { name: 'Recent games' })).closest('section')!;
    const games = within(section).getAllByRole('listitem');
    expect(games).toHaveLength(4);

    const [first, second, third, fourth] = games as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Won')).toBeTruthy();
    expect(first.textContent).toContain('vs Rival');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T18:30:00Z');
    expect(first.textContent).toContain('Nov 20, 2026');
    expect(first.textContent).toContain('Consolidated Progress');
    expect(within(first).getByLabelText('Score 12 to 4').textContent).toBe('12–4');
    expect(within(first).getByRole('link', { name: 'Rival' }).getAttribute('href')).toBe('/u/Rival');

    expect(within(second).getByText('Lost')).toBeTruthy();
    expect(within(second).getByLabelText('Score 3 to 7')).toBeTruthy();

    expect(within(third).getByText('Draw')).toBeTruthy();
    expect(third.textContent).toContain('vs Bruk');
    expect(third.textContent).not.toContain('Consolidated Progress');
    expect(within(third).queryByRole('link')).toBeNull();

    expect(fourth.textContent).toContain('vs a former player');
  });

  it('says when the member has no finished games yet', async () => {
    serve(profile([]));
    renderWithAuth(<PublicProfileView profileRef="Captain" />, fakeAuth(), '/u/Captain');
    const section = (await screen.findByRole('heading', { name: 'Recent games' })).closest('section')!;
    expect(within(section).getByText('No finished games yet.')).toBeTruthy();
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('es');
    serve(profile([game()]));
    renderWithAuth(<PublicProfileView profileRef="Captain" />, fakeAuth(), '/u/Captain');
    const section = (await screen.findByRole('heading', { name: 'Partidas recientes' })).closest('section')!;
    expect(section.textContent).toContain('Victoria');
    expect(section.textContent).toContain('contra Rival');
    expect(section.textContent).toContain('Progreso consolidado');
  });
});

describe('public lists on a profile', () => {
  it('shows whether each list is legal, as the server checked it', async () => {
    const list = (id: string, name: string, legal: boolean) => ({
      id,
      name,
      factionId: 'northern-tribes',
      shortCode: `${id}CODE00000`.slice(0, 10),
      unitCount: 4,
      legal,
      publishedAt: '2026-11-20T18:30:00Z',
      updatedAt: '2026-11-20T18:30:00Z',
    });
    serve(profile([]), [list('a', 'Frost Raiders', true), list('b', 'Too many chiefs', false)]);
    renderWithAuth(<PublicProfileView profileRef="Captain" />, fakeAuth(), '/u/Captain');
    const legal = (await screen.findByRole('link', { name: /Frost Raiders/ })).textContent;
    expect(legal).toContain('Legal');
    expect(legal).not.toContain('Not legal');
    expect(screen.getByRole('link', { name: /Too many chiefs/ }).textContent).toContain('Not legal');
  });
});
