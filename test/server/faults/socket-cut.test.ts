import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameDetailSchema,
  gameEventsResponseSchema,
  postCommandsResponseSchema,
  type OnlineEnvelope,
} from '../../../src/contracts/games';
import type { RecordedCommand } from '../../../src/domain/game/game-state';
import { SETUP_COMMANDS } from '../../fixtures/game';
import { createTestApp, type TestApp } from '../app';
import { signedUpMember, type TestMember } from '../members';
import { testSocket } from '../sockets';

let server: TestApp;
let host: TestMember;
let opponent: TestMember;

let counter = 0;
const envelope = (command: RecordedCommand): OnlineEnvelope => {
  counter += 1;
  return { id: `cut-${counter}`, at: new Date(Date.UTC(2026, 10, 22, 20, 0, counter)).toISOString(), command };
};
const post = (who: TestMember, gameId: string, expectedSequence: number, commands: OnlineEnvelope[]) =>
  who.api(`/api/games/${gameId}/commands`, { method: 'POST', body: { expectedSequence, commands } });

beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  [host, opponent] = await Promise.all([signedUpMember(server, 'Hosting'), signedUpMember(server, 'Cellar')]);
  await server.app.db.query('UPDATE profiles SET tester = true WHERE id = ANY($1::uuid[])', [[host.id, opponent.id]]);
});
afterAll(async () => server?.close());

describe("a player's socket cut and restored mid-game", () => {
  it('catches up on what it missed and applies its queued commands exactly once', async () => {
    const created = await host.api('/api/games', { method: 'POST', body: { commands: SETUP_COMMANDS.map(envelope) } });
    const game = gameDetailSchema.parse(await created.json());
    const joined = gameDetailSchema.parse(
      await (await opponent.api('/api/games/join', { method: 'POST', body: { code: game.joinCode } })).json(),
    );
    const channel = `game:${game.id}`;
    const first = await testSocket(server.baseUrl);
    await first.join(opponent.token, channel);
    let seen = joined.sequence;

    // The cellar: the opponent's socket drops without a close frame.
    first.ws.terminate();
    const missed = [envelope({ type: 'add_note', text: 'host 1' }), envelope({ type: 'add_note', text: 'host 2' })];
    expect((await post(host, game.id, joined.sequence, missed)).status).toBe(200);

    // Meanwhile the opponent queued two notes on the phone; sending them on its stale sequence is refused…
    const queued = [envelope({ type: 'add_note', text: 'cellar 1' }), envelope({ type: 'add_note', text: 'cellar 2' })];
    const stale = await post(opponent, game.id, seen, queued);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { code: string }).code).toBe('sequence.stale');

    // …so it reconnects, catches up on what it missed, and sends the queue again.
    const second = await testSocket(server.baseUrl);
    await second.join(opponent.token, channel);
    const caughtUp = gameEventsResponseSchema.parse(
      await (await opponent.api(`/api/games/${game.id}/events?after=${seen}`)).json(),
    );
    expect(caughtUp.events.map((event) => event.command.id)).toEqual(missed.map((command) => command.id));
    seen = caughtUp.sequence;
    const applied = postCommandsResponseSchema.parse(await (await post(opponent, game.id, seen, queued)).json());
    expect(applied).toMatchObject({ sequence: seen + 2 });

    // The answer is lost on the way back: the phone sends the same queue once more. Nothing doubles.
    const retried = postCommandsResponseSchema.parse(await (await post(opponent, game.id, seen, queued)).json());
    expect(retried).toEqual({ sequence: seen + 2, duplicate: true });

    // The new socket hears the host's next command live, and both players see one and the same game.
    const live = envelope({ type: 'add_note', text: 'host 3' });
    expect((await post(host, game.id, seen + 2, [live])).status).toBe(200);
    await second.next((m) => m.type === 'event' && m.channel === channel, 5000);
    const [mine, theirs] = await Promise.all(
      [host, opponent].map(async (who) =>
        gameDetailSchema.parse(await (await who.api(`/api/games/${game.id}`)).json()),
      ),
    );
    expect(mine!.sequence).toBe(theirs!.sequence);
    expect(mine!.state).toEqual(theirs!.state);
    const [counts] = await server.app.db.query<{ total: number; distinct: number }>(
      'SELECT count(*)::int AS total, count(DISTINCT command_id)::int AS distinct FROM game_events WHERE game_id = $1',
      [game.id],
    );
    expect(counts).toEqual({ total: joined.sequence + 5, distinct: joined.sequence + 5 });
    const notes = mine!.state.gameEvents.flatMap((event) =>
      event.command.type === 'add_note' ? [event.command.text] : [],
    );
    expect(notes).toEqual(['host 1', 'host 2', 'cellar 1', 'cellar 2', 'host 3']);
    second.ws.close();
  });
});
