import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPath, SOCIAL_PATHS } from '../../../contracts/social';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { A_UUID, befriend, notificationsOf, realtimeSocket } from '../../../../test/server/social-helpers';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => server.close());

const send = (from: TestMember, to: TestMember | string, body: unknown) =>
  from.api(socialPath(SOCIAL_PATHS.messages, { userId: typeof to === 'string' ? to : to.id }), {
    method: 'POST',
    body,
  });
const thread = async (viewer: TestMember, other: TestMember, query = '') =>
  (await viewer.api(`${socialPath(SOCIAL_PATHS.messages, { userId: other.id })}${query}`)).json();

describe('direct messages', () => {
  it('go between friends, live on the conversation channel, with unread counts', async () => {
    const alice = await signedUpMember(server, 'DmAlice');
    const bob = await signedUpMember(server, 'DmBob');
    await befriend(alice, bob);

    const first = await send(alice, bob, { body: '  Fancy a game on Friday?  ' });
    expect(first.status).toBe(201);
    const message = await first.json();
    expect(message).toMatchObject({
      sender_id: alice.id,
      recipient_id: bob.id,
      body: 'Fancy a game on Friday?',
      read_at: null,
    });

    // Both sides may join the conversation's channel; nobody else may.
    const bobSocket = await realtimeSocket(server.baseUrl, bob.token);
    bobSocket.send({ type: 'join', channel: `dm:${message.conversation_id}`, ref: 'dm' });
    expect(await bobSocket.next((m) => m.ref === 'dm')).toMatchObject({ type: 'joined' });
    const carol = await signedUpMember(server, 'DmCarol');
    const carolSocket = await realtimeSocket(server.baseUrl, carol.token);
    carolSocket.send({ type: 'join', channel: `dm:${message.conversation_id}`, ref: 'spy' });
    expect(await carolSocket.next((m) => m.ref === 'spy')).toMatchObject({ type: 'error', code: 'forbidden' });
    carolSocket.send({ type: 'join', channel: 'dm:not-a-uuid', ref: 'bad' });
    expect(await carolSocket.next((m) => m.ref === 'bad')).toMatchObject({ type: 'error', code: 'forbidden' });

    const second = await (await send(alice, bob, { body: 'Bring the Scions.' })).json();
    expect(await bobSocket.next((m) => m.type === 'event')).toMatchObject({
      channel: `dm:${message.conversation_id}`,
      event: 'INSERT',
      payload: { id: second.id, body: 'Bring the Scions.', sender_id: alice.id },
    });

    const list = await (await bob.api(SOCIAL_PATHS.conversations)).json();
    expect(list.unread_total).toBe(2);
    expect(list.conversations).toEqual([
      expect.objectContaining({
        id: message.conversation_id,
        unread: 2,
        other: expect.objectContaining({ id: alice.id }),
      }),
    ]);
    expect(list.conversations[0].last_message.body).toBe('Bring the Scions.');
    expect((await thread(bob, alice)).messages.map((m: { body: string }) => m.body)).toEqual([
      'Fancy a game on Friday?',
      'Bring the Scions.',
    ]);

    // One unread notification per conversation, read together with the thread.
    const notes = (await notificationsOf(bob)).filter((n) => n.type === 'direct_message');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.content).toMatchObject({
      sender_id: alice.id,
      conversation_id: message.conversation_id,
      message: 'Fancy a game on Friday?',
    });
    // Marking read only touches messages sent to the reader.
    expect(
      await (await alice.api(socialPath(SOCIAL_PATHS.messagesRead, { userId: bob.id }), { method: 'POST' })).json(),
    ).toEqual({ updated: 0 });
    expect(
      await (await bob.api(socialPath(SOCIAL_PATHS.messagesRead, { userId: alice.id }), { method: 'POST' })).json(),
    ).toEqual({ updated: 2 });
    expect((await (await bob.api(SOCIAL_PATHS.conversations)).json()).unread_total).toBe(0);
    expect((await notificationsOf(bob)).filter((n) => n.type === 'direct_message' && !n.read)).toEqual([]);
    await send(alice, bob, { body: 'See you there.' });
    expect((await notificationsOf(bob)).filter((n) => n.type === 'direct_message' && !n.read)).toHaveLength(1);

    bobSocket.ws.close();
    carolSocket.ws.close();
  });

  it('pages through a long thread, oldest first within a page', async () => {
    const alice = await signedUpMember(server, 'PageA');
    const bob = await signedUpMember(server, 'PageB');
    await befriend(alice, bob);
    for (let i = 1; i <= 5; i += 1) await send(i % 2 ? alice : bob, i % 2 ? bob : alice, { body: `message ${i}` });
    const newest = await thread(alice, bob, '?limit=2');
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(['message 4', 'message 5']);
    const older = await thread(alice, bob, `?limit=2&before=${encodeURIComponent(newest.next)}`);
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['message 2', 'message 3']);
    const oldest = await thread(alice, bob, `?limit=2&before=${encodeURIComponent(older.next)}`);
    expect(oldest.messages.map((m: { body: string }) => m.body)).toEqual(['message 1']);
    expect(oldest.next).toBeNull();
    expect((await alice.api(`${socialPath(SOCIAL_PATHS.messages, { userId: bob.id })}?limit=0`)).status).toBe(400);
  });

  it('refuses non-friends and blocked members with 403, and bad text with 400', async () => {
    const alice = await signedUpMember(server, 'RuleA');
    const bob = await signedUpMember(server, 'RuleB');
    const stranger = await send(alice, bob, { body: 'hello' });
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).code).toBe('not_friends');
    expect((await thread(alice, bob)).can_send).toBe(false);

    await befriend(alice, bob);
    expect((await thread(alice, bob)).can_send).toBe(true);
    for (const body of [
      { body: '' },
      { body: '   \n ' },
      { body: 'x'.repeat(2001) },
      {},
      { body: 42 },
      { body: 'hi', extra: 1 },
    ]) {
      expect((await send(alice, bob, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect((await send(alice, bob, { body: 'x'.repeat(2000) })).status).toBe(201);
    expect((await send(alice, alice, { body: 'me' })).status).toBe(400);
    expect((await send(alice, A_UUID, { body: 'hello' })).status).toBe(404);
    expect((await send(alice, 'not-a-uuid', { body: 'hello' })).status).toBe(404);

    // A block ends the friendship; the blocked member is refused, and so is the blocker.
    await bob.api(SOCIAL_PATHS.blocks, { method: 'POST', body: { user_id: alice.id } });
    const blocked = await send(alice, bob, { body: 'why?' });
    expect(blocked.status).toBe(403);
    expect((await blocked.json()).code).toBe('blocked');
    expect((await send(bob, alice, { body: 'bye' })).status).toBe(403);
  });

  it('never shows a member a conversation they are not part of', async () => {
    const alice = await signedUpMember(server, 'PrivA');
    const bob = await signedUpMember(server, 'PrivB');
    const eve = await signedUpMember(server, 'PrivEve');
    await befriend(alice, bob);
    await send(alice, bob, { body: 'secret plans' });
    // Eve asking for "the thread with Alice" gets her own (empty) one, never Alice and Bob's.
    const eveView = await thread(eve, alice);
    expect(eveView).toMatchObject({ conversation_id: null, messages: [], can_send: false });
    expect((await (await eve.api(SOCIAL_PATHS.conversations)).json()).conversations).toEqual([]);
    expect(
      await (await eve.api(socialPath(SOCIAL_PATHS.messagesRead, { userId: alice.id }), { method: 'POST' })).json(),
    ).toEqual({ updated: 0 });
    expect((await callApi(server, SOCIAL_PATHS.conversations)).status).toBe(401);
    expect((await callApi(server, socialPath(SOCIAL_PATHS.messages, { userId: alice.id }))).status).toBe(401);
  });

  it('drops invisible control characters, and refuses NUL, which PostgreSQL cannot store', async () => {
    const alice = await signedUpMember(server, 'CtlA');
    const bob = await signedUpMember(server, 'CtlB');
    await befriend(alice, bob);
    const sent = await send(alice, bob, { body: 'line one\nline\u0001 two\u0007' });
    expect(sent.status).toBe(201);
    expect((await sent.json()).body).toBe('line one\nline two');
    // NUL anywhere in a JSON body is refused on every route (issue 15), before anything is stored.
    const nul = await send(alice, bob, { body: 'line\u0000 two' });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ code: 'validation_failed' });
    expect((await send(alice, bob, { body: '\u0000\u0001' })).status).toBe(400);
    expect((await send(alice, bob, { body: '\u0001\u0007' })).status).toBe(400);
    expect((await alice.api(`${SOCIAL_PATHS.users}?q=%00%00ab`)).status).toBe(200);
    expect((await alice.api(socialPath(SOCIAL_PATHS.profile, { ref: 'a\u0000b' }))).status).toBe(404);
  });
});
