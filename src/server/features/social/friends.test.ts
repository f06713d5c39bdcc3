import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPath, SOCIAL_PATHS } from '../../../contracts/social';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember } from '../../../../test/server/members';
import { A_UUID, befriend, notificationsOf } from '../../../../test/server/social-helpers';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
});
afterAll(async () => server.close());

const member = (name?: string) => signedUpMember(server, name && `${name}${Math.random().toString(36).slice(2, 7)}`);

describe('public profiles', () => {
  it('shows a member to anyone by username or WAB id, with the viewer relationship when signed in', async () => {
    const alice = await member('Alice');
    const bob = await member('Bob');
    const mine = await (await alice.api('/api/profiles/me')).json();

    const asGuest = await callApi(server, socialPath(SOCIAL_PATHS.profile, { ref: mine.username }));
    expect(asGuest.status).toBe(200);
    const profile = await asGuest.json();
    expect(profile).toMatchObject({
      id: alice.id,
      username: mine.username,
      wab_id: mine.wab_id,
      friend_count: 0,
      viewer: null,
    });
    expect(profile).not.toHaveProperty('email');
    const byWab = await (await bob.api(socialPath(SOCIAL_PATHS.profile, { ref: mine.wab_id.toLowerCase() }))).json();
    expect(byWab).toMatchObject({ id: alice.id, viewer: { relationship: 'none', request_id: null, blocked: false } });
    expect(
      (await (await alice.api(socialPath(SOCIAL_PATHS.profile, { ref: mine.wab_id }))).json()).viewer.relationship,
    ).toBe('self');

    expect((await callApi(server, socialPath(SOCIAL_PATHS.profile, { ref: 'nobody-by-this-name' }))).status).toBe(404);
    await server.app.db.query('UPDATE profiles SET banned = true WHERE id = $1', [bob.id]);
    const bobProfile = await (await alice.api('/api/profiles/me')).json();
    expect(bobProfile.id).toBe(alice.id);
    const bobWab = (
      await server.app.db.query<{ wab_id: string }>('SELECT wab_id FROM profiles WHERE id = $1', [bob.id])
    )[0]!.wab_id;
    expect((await callApi(server, socialPath(SOCIAL_PATHS.profile, { ref: bobWab }))).status).toBe(404);
  });

  it('lets a member edit their public fields, and refuses bad ones with 400', async () => {
    const alice = await member('Edit');
    const patch = (body: unknown) => alice.api(SOCIAL_PATHS.myProfile, { method: 'PATCH', body });
    const saved = await patch({
      bio: '  Painting Sÿenann since the Kickstarter.  ',
      favourite_faction: 'syenann',
      social_links: ['youtube.com/@rookery', 'https://www.twitch.tv/rookery'],
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      bio: 'Painting Sÿenann since the Kickstarter.',
      favourite_faction: 'syenann',
      social_links: ['https://youtube.com/@rookery', 'https://www.twitch.tv/rookery'],
    });

    for (const body of [
      { bio: 'x'.repeat(501) },
      { favourite_faction: 'space-marines' },
      { social_links: ['javascript:alert(1)'] },
      { social_links: Array.from({ length: 6 }, (_, i) => `https://example.org/${i}`) },
      { username: 'WAB-AAAA-BBBB-CCCC' },
      { username: '   ' },
      { username: 'x'.repeat(41) },
      { wab_admin: true },
      'not an object',
    ]) {
      const response = await patch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await patch({ bio: 'x'.repeat(500) })).status).toBe(200);
    expect((await patch({ bio: null })).status).toBe(200);
    const flags = await server.app.db.query<{ wab_admin: boolean }>('SELECT wab_admin FROM profiles WHERE id = $1', [
      alice.id,
    ]);
    expect(flags[0]!.wab_admin).toBe(false);
    const mine = await (await alice.api(SOCIAL_PATHS.myProfile)).json();
    expect(mine).toMatchObject({
      id: alice.id,
      bio: null,
      favourite_faction: 'syenann',
      viewer: { relationship: 'self' },
    });
    expect((await callApi(server, SOCIAL_PATHS.myProfile)).status).toBe(401);
  });

  it('keeps usernames unique, whatever the case', async () => {
    const alice = await member('Uniq');
    const bob = await member('Other');
    const aliceName = (await (await alice.api('/api/profiles/me')).json()).username as string;
    const taken = await bob.api(SOCIAL_PATHS.myProfile, {
      method: 'PATCH',
      body: { username: aliceName.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).code).toBe('username_taken');
    expect(
      (await alice.api(SOCIAL_PATHS.myProfile, { method: 'PATCH', body: { username: aliceName.toUpperCase() } }))
        .status,
    ).toBe(200);
    expect((await callApi(server, SOCIAL_PATHS.myProfile, { method: 'PATCH', body: { bio: 'hi' } })).status).toBe(401);
  });

  it('finds members by part of their name or by WAB id, never the searcher or who blocked them', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const seeker = await signedUpMember(server, `seeker_${tag}`);
    const target = await signedUpMember(server, `Raven_${tag}`);
    const blocker = await signedUpMember(server, `Raven_${tag}_2`);
    await blocker.api(SOCIAL_PATHS.blocks, { method: 'POST', body: { user_id: seeker.id } });
    const search = async (q: string) => {
      const response = await seeker.api(`${SOCIAL_PATHS.users}?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return (await response.json()).users as Array<{ id: string; relationship: string }>;
    };
    expect((await search(`raven_${tag}`)).map((user) => user.id)).toEqual([target.id]);
    const wab = (await (await target.api('/api/profiles/me')).json()).wab_id;
    expect((await search(wab)).map((user) => user.id)).toEqual([target.id]);
    expect(await search(`seeker_${tag}`)).toEqual([]);
    expect(await search('%_')).toEqual([]);
    expect((await seeker.api(`${SOCIAL_PATHS.users}?q=a`)).status).toBe(400);
    expect((await callApi(server, `${SOCIAL_PATHS.users}?q=raven`)).status).toBe(401);
  });
});

describe('friends', () => {
  it('runs a request from ask to accept, telling each side through notifications', async () => {
    const alice = await member('Ask');
    const bob = await member('Answer');
    const sent = await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();

    expect((await (await bob.api(SOCIAL_PATHS.friends)).json()).incoming).toEqual([
      expect.objectContaining({ id, user: expect.objectContaining({ id: alice.id }) }),
    ]);
    expect((await (await alice.api(SOCIAL_PATHS.friends)).json()).outgoing).toEqual([expect.objectContaining({ id })]);
    const [request] = await notificationsOf(bob);
    expect(request).toMatchObject({
      type: 'friend_request',
      read: false,
      content: { sender_id: alice.id, friendship_id: id },
    });

    // Only the addressee can accept; anyone else is told there is no such request.
    expect((await alice.api(socialPath(SOCIAL_PATHS.acceptRequest, { id }), { method: 'POST' })).status).toBe(404);
    expect((await bob.api(socialPath(SOCIAL_PATHS.acceptRequest, { id: 'nope' }), { method: 'POST' })).status).toBe(
      404,
    );
    expect((await bob.api(socialPath(SOCIAL_PATHS.acceptRequest, { id }), { method: 'POST' })).status).toBe(200);
    const [accepted] = await notificationsOf(alice);
    expect(accepted).toMatchObject({ type: 'friend_accepted', content: { sender_id: bob.id } });

    const friends = await (await alice.api(SOCIAL_PATHS.friends)).json();
    expect(friends.friends).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: bob.id }) })]);
    expect(friends.outgoing).toEqual([]);
    const again = await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } });
    expect(again.status).toBe(409);

    // Removing works from either side, once.
    expect((await bob.api(socialPath(SOCIAL_PATHS.friend, { userId: alice.id }), { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await alice.api(socialPath(SOCIAL_PATHS.friend, { userId: bob.id }), { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await (await alice.api(SOCIAL_PATHS.friends)).json()).friends).toEqual([]);
  });

  it('lets the addressee decline and the requester cancel, and no one else', async () => {
    const alice = await member('Decl');
    const bob = await member('Canc');
    const carol = await member('Third');
    const first = await (
      await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } })
    ).json();
    expect(
      (await carol.api(socialPath(SOCIAL_PATHS.declineRequest, { id: first.id }), { method: 'POST' })).status,
    ).toBe(404);
    expect(
      (await alice.api(socialPath(SOCIAL_PATHS.declineRequest, { id: first.id }), { method: 'POST' })).status,
    ).toBe(404);
    expect((await bob.api(socialPath(SOCIAL_PATHS.declineRequest, { id: first.id }), { method: 'POST' })).status).toBe(
      204,
    );

    const second = await (
      await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } })
    ).json();
    expect(
      (await bob.api(socialPath(SOCIAL_PATHS.friendRequest, { id: second.id }), { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (await carol.api(socialPath(SOCIAL_PATHS.friendRequest, { id: second.id }), { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (await alice.api(socialPath(SOCIAL_PATHS.friendRequest, { id: second.id }), { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await (await bob.api(SOCIAL_PATHS.friends)).json()).toMatchObject({ incoming: [], friends: [] });
  });

  it('treats asking back as accepting', async () => {
    const alice = await member('Mutual');
    const bob = await member('Mutual');
    await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } });
    const back = await bob.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: alice.id } });
    expect(back.status).toBe(200);
    expect((await back.json()).status).toBe('accepted');
    expect((await (await alice.api(SOCIAL_PATHS.friends)).json()).friends).toHaveLength(1);
  });

  it('refuses requests to oneself, to strangers that do not exist, and without a session', async () => {
    const alice = await member('Self');
    const self = await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: alice.id } });
    expect(self.status).toBe(400);
    expect((await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: A_UUID } })).status).toBe(
      404,
    );
    expect(
      (await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: 'x; DROP TABLE' } })).status,
    ).toBe(404);
    expect((await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: {} })).status).toBe(400);
    expect((await callApi(server, SOCIAL_PATHS.friends)).status).toBe(401);
    expect(
      (await callApi(server, SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: alice.id } })).status,
    ).toBe(401);
  });
});

describe('blocks', () => {
  it('ends the friendship and refuses requests from the blocked member with 403, both ways', async () => {
    const alice = await member('Blocker');
    const bob = await member('Blocked');
    await befriend(alice, bob);
    const blocked = await alice.api(SOCIAL_PATHS.blocks, { method: 'POST', body: { user_id: bob.id } });
    expect(blocked.status).toBe(201);
    expect((await (await alice.api(SOCIAL_PATHS.friends)).json()).friends).toEqual([]);
    expect((await (await alice.api(SOCIAL_PATHS.blocks)).json()).blocks).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: bob.id }) }),
    ]);

    const fromBob = await bob.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: alice.id } });
    expect(fromBob.status).toBe(403);
    expect((await fromBob.json()).code).toBe('blocked');
    expect((await alice.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: bob.id } })).status).toBe(
      403,
    );
    const profile = await (
      await alice.api(
        socialPath(SOCIAL_PATHS.profile, { ref: (await (await bob.api('/api/profiles/me')).json()).wab_id }),
      )
    ).json();
    expect(profile.viewer).toMatchObject({ blocked: true, relationship: 'none' });

    // Only the blocker lifts a block.
    expect((await bob.api(socialPath(SOCIAL_PATHS.block, { userId: alice.id }), { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await alice.api(socialPath(SOCIAL_PATHS.block, { userId: bob.id }), { method: 'DELETE' })).status).toBe(
      204,
    );
    expect((await bob.api(SOCIAL_PATHS.friendRequests, { method: 'POST', body: { user_id: alice.id } })).status).toBe(
      201,
    );
  });

  it('refuses blocking oneself or nobody', async () => {
    const alice = await member('Lonely');
    expect((await alice.api(SOCIAL_PATHS.blocks, { method: 'POST', body: { user_id: alice.id } })).status).toBe(400);
    expect((await alice.api(SOCIAL_PATHS.blocks, { method: 'POST', body: { user_id: A_UUID } })).status).toBe(404);
    expect((await callApi(server, SOCIAL_PATHS.blocks)).status).toBe(401);
  });
});
