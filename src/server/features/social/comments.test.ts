import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPath, SOCIAL_PATHS } from '../../../contracts/social';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { A_UUID, befriend, notificationsOf } from '../../../../test/server/social-helpers';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => server.close());

const comment = (author: TestMember, owner: TestMember, body: unknown) =>
  author.api(socialPath(SOCIAL_PATHS.comments, { userId: owner.id }), { method: 'POST', body });
const commentsOn = async (owner: TestMember, viewer?: TestMember) => {
  const path = socialPath(SOCIAL_PATHS.comments, { userId: owner.id });
  return (await (viewer ? viewer.api(path) : callApi(server, path))).json();
};
const remove = (member: TestMember, id: string) =>
  member.api(socialPath(SOCIAL_PATHS.comment, { id }), { method: 'DELETE' });
const makeAdmin = (member: TestMember) =>
  server.app.db.query('UPDATE profiles SET wab_admin = true WHERE id = $1', [member.id]);

describe('profile comments', () => {
  it('are written by friends, read by anyone, and tell the owner', async () => {
    const owner = await signedUpMember(server, 'Wall');
    const friend = await signedUpMember(server, 'Friend');
    const stranger = await signedUpMember(server, 'Stranger');
    await befriend(owner, friend);

    const refused = await comment(stranger, owner, { body: 'hi!' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('not_friends');
    expect((await commentsOn(owner, stranger)).can_comment).toBe(false);
    expect((await commentsOn(owner, friend)).can_comment).toBe(true);

    const written = await comment(friend, owner, { body: 'Great game yesterday <script>alert(1)</script>' });
    expect(written.status).toBe(201);
    const { id } = await written.json();
    const [note] = await notificationsOf(owner);
    expect(note).toMatchObject({ type: 'profile_comment', content: { sender_id: friend.id, comment_id: id } });

    const asGuest = await commentsOn(owner);
    expect(asGuest).toMatchObject({ can_comment: false, next: null });
    // Stored as typed; the web app shows it as text.
    expect(asGuest.comments).toEqual([
      expect.objectContaining({ id, body: 'Great game yesterday <script>alert(1)</script>', can_delete: false }),
    ]);
    // The owner writing on their own wall is not notified.
    expect((await comment(owner, owner, { body: 'Thanks!' })).status).toBe(201);
    expect((await notificationsOf(owner)).filter((n) => n.type === 'profile_comment')).toHaveLength(1);

    for (const body of [{ body: '' }, { body: ' ' }, { body: 'x'.repeat(2001) }, {}]) {
      expect((await comment(friend, owner, body)).status).toBe(400);
    }
    expect((await comment(friend, owner, { body: 'x'.repeat(2000) })).status).toBe(201);
    expect(
      (
        await callApi(server, socialPath(SOCIAL_PATHS.comments, { userId: owner.id }), {
          method: 'POST',
          body: { body: 'x' },
        })
      ).status,
    ).toBe(401);
    expect(
      (await friend.api(socialPath(SOCIAL_PATHS.comments, { userId: A_UUID }), { method: 'POST', body: { body: 'x' } }))
        .status,
    ).toBe(404);
  });

  it('can be deleted by their author, the profile owner and admins, and nobody else', async () => {
    const owner = await signedUpMember(server, 'DelOwner');
    const author = await signedUpMember(server, 'DelAuthor');
    const other = await signedUpMember(server, 'DelOther');
    const admin = await signedUpMember(server, 'DelAdmin');
    await makeAdmin(admin);
    await befriend(owner, author);
    await befriend(owner, other);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await (await comment(author, owner, { body: `note ${i}` })).json()).id);

    const seenByOther = await commentsOn(owner, other);
    expect(seenByOther.comments.every((c: { can_delete: boolean }) => !c.can_delete)).toBe(true);
    const forbidden = await remove(other, ids[0]);
    expect(forbidden.status).toBe(403);
    expect((await callApi(server, socialPath(SOCIAL_PATHS.comment, { id: ids[0] }), { method: 'DELETE' })).status).toBe(
      401,
    );
    expect((await remove(other, 'not-an-id')).status).toBe(404);
    expect((await remove(other, A_UUID)).status).toBe(404);

    expect((await remove(author, ids[0])).status).toBe(204);
    expect((await remove(owner, ids[1])).status).toBe(204);
    expect((await commentsOn(owner, admin)).comments[0].can_delete).toBe(true);
    expect((await remove(admin, ids[2])).status).toBe(204);
    expect((await commentsOn(owner)).comments).toEqual([]);
  });

  it('are refused from a blocked member, and from the blocker, with 403', async () => {
    const owner = await signedUpMember(server, 'BlkOwner');
    const pest = await signedUpMember(server, 'BlkPest');
    await befriend(owner, pest);
    await owner.api(SOCIAL_PATHS.blocks, { method: 'POST', body: { user_id: pest.id } });
    const refused = await comment(pest, owner, { body: 'let me in' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('blocked');
    expect((await comment(owner, pest, { body: 'no' })).status).toBe(403);
    expect((await commentsOn(owner, pest)).can_comment).toBe(false);
  });

  it('page newest first', async () => {
    const owner = await signedUpMember(server, 'PageOwner');
    for (let i = 1; i <= 3; i += 1) await comment(owner, owner, { body: `c${i}` });
    const first = await (
      await callApi(server, `${socialPath(SOCIAL_PATHS.comments, { userId: owner.id })}?limit=2`)
    ).json();
    expect(first.comments.map((c: { body: string }) => c.body)).toEqual(['c3', 'c2']);
    const rest = await (
      await callApi(
        server,
        `${socialPath(SOCIAL_PATHS.comments, { userId: owner.id })}?limit=2&before=${encodeURIComponent(first.next)}`,
      )
    ).json();
    expect(rest.comments.map((c: { body: string }) => c.body)).toEqual(['c1']);
    expect(rest.next).toBeNull();
  });
});

describe('reports', () => {
  it('send a comment or a message to admins, who alone read and resolve them', async () => {
    const owner = await signedUpMember(server, 'RepOwner');
    const troll = await signedUpMember(server, 'RepTroll');
    const bystander = await signedUpMember(server, 'RepBy');
    const admin = await signedUpMember(server, 'RepAdmin');
    await makeAdmin(admin);
    await befriend(owner, troll);
    const bad = await (await comment(troll, owner, { body: 'rude words' })).json();
    const message = await (
      await troll.api(socialPath(SOCIAL_PATHS.messages, { userId: owner.id }), {
        method: 'POST',
        body: { body: 'more rude words' },
      })
    ).json();

    const report = (member: TestMember, body: unknown) => member.api(SOCIAL_PATHS.reports, { method: 'POST', body });
    // Comments are public, so anyone signed in may report one.
    const byBystander = await report(bystander, { kind: 'comment', target_id: bad.id, reason: 'harassment' });
    expect(byBystander.status).toBe(201);
    expect((await report(bystander, { kind: 'comment', target_id: bad.id, reason: 'spam' })).status).toBe(200);
    // A message only by the member it was sent to.
    expect((await report(bystander, { kind: 'message', target_id: message.id, reason: 'harassment' })).status).toBe(
      404,
    );
    expect((await report(troll, { kind: 'message', target_id: message.id, reason: 'harassment' })).status).toBe(404);
    expect((await report(troll, { kind: 'comment', target_id: bad.id, reason: 'other' })).status).toBe(400);
    const byOwner = await report(owner, {
      kind: 'message',
      target_id: message.id,
      reason: 'harassment',
      note: 'Third time this week.',
    });
    expect(byOwner.status).toBe(201);
    for (const body of [
      { kind: 'comment', target_id: bad.id, reason: 'because' },
      { kind: 'profile', target_id: bad.id, reason: 'spam' },
      { kind: 'comment', target_id: bad.id, reason: 'spam', note: 'x'.repeat(501) },
    ]) {
      expect((await report(owner, body)).status).toBe(400);
    }
    expect((await report(owner, { kind: 'comment', target_id: 'nope', reason: 'spam' })).status).toBe(404);

    // The reported words stay on record after the comment is deleted.
    await remove(owner, bad.id);
    expect((await bystander.api(SOCIAL_PATHS.reports)).status).toBe(403);
    expect((await callApi(server, SOCIAL_PATHS.reports)).status).toBe(401);
    const open = (await (await admin.api(SOCIAL_PATHS.reports)).json()).reports;
    expect(open).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'comment',
          snapshot: 'rude words',
          reason: 'harassment',
          author: expect.objectContaining({ id: troll.id }),
        }),
        expect.objectContaining({ kind: 'message', snapshot: 'more rude words', note: 'Third time this week.' }),
      ]),
    );
    const target = open.find((r: { kind: string }) => r.kind === 'message');
    expect(
      (await bystander.api(socialPath(SOCIAL_PATHS.resolveReport, { id: target.id }), { method: 'POST' })).status,
    ).toBe(403);
    expect(
      (await admin.api(socialPath(SOCIAL_PATHS.resolveReport, { id: target.id }), { method: 'POST' })).status,
    ).toBe(200);
    expect((await admin.api(socialPath(SOCIAL_PATHS.resolveReport, { id: A_UUID }), { method: 'POST' })).status).toBe(
      404,
    );
    const resolved = (await (await admin.api(`${SOCIAL_PATHS.reports}?status=resolved`)).json()).reports;
    expect(resolved.map((r: { id: string }) => r.id)).toContain(target.id);
  });
});

describe('activity feed', () => {
  it("lists friends' comments and new friends, newest first, a page at a time", async () => {
    const me = await signedUpMember(server, 'FeedMe');
    const pal = await signedUpMember(server, 'FeedPal');
    const palsPal = await signedUpMember(server, 'FeedPalsPal');
    const stranger = await signedUpMember(server, 'FeedStranger');
    await befriend(me, pal);
    await befriend(pal, palsPal);
    await befriend(stranger, palsPal);
    await comment(pal, palsPal, { body: 'first' });
    await comment(pal, pal, { body: 'second' });
    await comment(stranger, palsPal, { body: 'not my business' });
    // A game Pal finished against someone, and one between strangers.
    await server.app.db.query(
      `INSERT INTO games (id, host_id, opponent_id, join_code, spectator_code, state, phase, ended_at)
       VALUES ('feed-game-1', $1, $2, 'FEEDA1', 'feedspectate1', '{}', 'summary', now()),
              ('feed-game-2', $2, $3, 'FEEDA2', 'feedspectate2', '{}', 'summary', now())`,
      [pal.id, palsPal.id, stranger.id],
    );

    const page = async (query = '') => (await me.api(`${SOCIAL_PATHS.activity}${query}`)).json();
    const all = await page();
    expect(
      all.items.map((item: { kind: string; excerpt: string | null; actor: { id: string } }) => [
        item.kind,
        item.excerpt,
        item.actor.id,
      ]),
    ).toEqual([
      ['finished_game', null, pal.id],
      ['profile_comment', 'second', pal.id],
      ['profile_comment', 'first', pal.id],
      ['new_friend', null, pal.id],
    ]);
    expect(all.items[0].subject.id).toBe(palsPal.id);
    expect(all.items[3].subject.id).toBe(palsPal.id);

    const first = await page('?limit=3');
    expect(first.items).toHaveLength(3);
    const second = await page(`?limit=3&before=${encodeURIComponent(first.next)}`);
    expect(second.items.map((item: { kind: string }) => item.kind)).toEqual(['new_friend']);
    expect(second.next).toBeNull();
    // A cursor that is not one starts from the top instead of failing.
    expect((await page(`?before=${encodeURIComponent("2026-01-01T00:00:00Z_x';--")}`)).items).toHaveLength(4);

    const palsWab = (await (await pal.api('/api/profiles/me')).json()).wab_id;
    const palsProfile = await (await me.api(socialPath(SOCIAL_PATHS.profile, { ref: palsWab }))).json();
    expect(palsProfile.games_played).toBe(1);

    expect((await stranger.api(SOCIAL_PATHS.activity)).status).toBe(200);
    expect((await callApi(server, SOCIAL_PATHS.activity)).status).toBe(401);
    expect((await me.api(`${SOCIAL_PATHS.activity}?limit=500`)).status).toBe(400);
  });
});

describe("another member's notifications", () => {
  it('cannot be read or marked', async () => {
    const alice = await signedUpMember(server, 'NoteA');
    const bob = await signedUpMember(server, 'NoteB');
    await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } });
    const [note] = await notificationsOf(bob);
    expect(await notificationsOf(alice)).toEqual([]);
    expect((await alice.api(`/api/notifications/${note!.id}/read`, { method: 'POST' })).status).toBe(404);
    expect(await (await alice.api('/api/notifications/read-all', { method: 'POST' })).json()).toEqual({ updated: 0 });
    expect((await notificationsOf(bob))[0]!.read).toBe(false);
  });
});
