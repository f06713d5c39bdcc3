import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reportContentRemovedSchema,
  reportListSchema,
  socialPath,
  SOCIAL_PATHS,
  type Report,
} from '../../../contracts/social';
import { createTestApp, type TestApp } from '../../../../test/server/app';
import { callApi, signedUpMember, type TestMember } from '../../../../test/server/members';
import { A_UUID, befriend } from '../../../../test/server/social-helpers';

let server: TestApp;
let owner: TestMember;
let troll: TestMember;
let bystander: TestMember;
let admin: TestMember;

beforeAll(async () => {
  server = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000', AUTH_EMAIL_RATE_LIMIT_PER_HOUR: '100' });
  owner = await signedUpMember(server, 'ModOwner');
  troll = await signedUpMember(server, 'ModTroll');
  bystander = await signedUpMember(server, 'ModBystander');
  admin = await signedUpMember(server, 'ModAdmin');
  await server.app.db.query('UPDATE profiles SET wab_admin = true WHERE id = $1', [admin.id]);
  await befriend(owner, troll);
});
afterAll(async () => server?.close());

const report = (member: TestMember, body: unknown) => member.api(SOCIAL_PATHS.reports, { method: 'POST', body });
const removeContent = (member: TestMember | null, id: string) => {
  const path = socialPath(SOCIAL_PATHS.reportContent, { id });
  return member ? member.api(path, { method: 'DELETE' }) : callApi(server, path, { method: 'DELETE' });
};
async function reports(status: 'open' | 'resolved'): Promise<Report[]> {
  const response = await admin.api(`${SOCIAL_PATHS.reports}?status=${status}`);
  expect(response.status).toBe(200);
  return reportListSchema.parse(await response.json()).reports;
}
async function postComment(body: string): Promise<string> {
  const response = await troll.api(socialPath(SOCIAL_PATHS.comments, { userId: owner.id }), {
    method: 'POST',
    body: { body },
  });
  expect(response.status).toBe(201);
  return (await response.json()).id;
}

describe('removing reported content', () => {
  it('lets an admin delete a reported comment, resolving every open report of it', async () => {
    const commentId = await postComment('<b>rude</b> comment');
    expect((await report(owner, { kind: 'comment', target_id: commentId, reason: 'harassment' })).status).toBe(201);
    expect((await report(bystander, { kind: 'comment', target_id: commentId, reason: 'spam' })).status).toBe(201);
    const open = (await reports('open')).filter((each) => each.target_id === commentId);
    expect(open).toHaveLength(2);
    expect(open.every((each) => each.content_exists && each.resolved_at === null)).toBe(true);
    const [first] = open;

    // Only admins; the comment and the reports stay as they were.
    expect((await removeContent(bystander, first!.id)).status).toBe(403);
    expect((await removeContent(troll, first!.id)).status).toBe(403);
    expect((await removeContent(null, first!.id)).status).toBe(401);
    expect((await reports('open')).filter((each) => each.target_id === commentId)).toHaveLength(2);

    const removed = await removeContent(admin, first!.id);
    expect(removed.status).toBe(200);
    expect(reportContentRemovedSchema.parse(await removed.json())).toEqual({
      id: first!.id,
      status: 'resolved',
      deleted: true,
    });
    const comments = await (await callApi(server, socialPath(SOCIAL_PATHS.comments, { userId: owner.id }))).json();
    expect(comments.comments.map((each: { id: string }) => each.id)).not.toContain(commentId);
    expect((await reports('open')).filter((each) => each.target_id === commentId)).toEqual([]);
    const resolved = (await reports('resolved')).filter((each) => each.target_id === commentId);
    expect(resolved).toHaveLength(2);
    // The reported words stay on record.
    expect(resolved.map((each) => [each.snapshot, each.content_exists, typeof each.resolved_at])).toEqual([
      ['<b>rude</b> comment', false, 'string'],
      ['<b>rude</b> comment', false, 'string'],
    ]);

    // Again: the comment is already gone, the answer says so.
    const again = await removeContent(admin, first!.id);
    expect(again.status).toBe(200);
    expect((await again.json()).deleted).toBe(false);
  });

  it('lets an admin delete a reported message', async () => {
    const sent = await troll.api(socialPath(SOCIAL_PATHS.messages, { userId: owner.id }), {
      method: 'POST',
      body: { body: 'a rude message' },
    });
    const message = await sent.json();
    const filed = await (await report(owner, { kind: 'message', target_id: message.id, reason: 'harassment' })).json();
    const removed = await removeContent(admin, filed.id);
    expect(removed.status).toBe(200);
    expect((await removed.json()).deleted).toBe(true);
    const thread = await (await owner.api(socialPath(SOCIAL_PATHS.messages, { userId: troll.id }))).json();
    expect(JSON.stringify(thread)).not.toContain(message.id);
  });

  it('answers an unknown or malformed report id with 404 and changes nothing', async () => {
    const commentId = await postComment('stays');
    expect((await removeContent(admin, A_UUID)).status).toBe(404);
    const malformed = await removeContent(admin, 'not-a-uuid');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ code: 'not_found' });
    const comments = await (await callApi(server, socialPath(SOCIAL_PATHS.comments, { userId: owner.id }))).json();
    expect(comments.comments.map((each: { id: string }) => each.id)).toContain(commentId);
  });

  it('keeps a resolved report resolved when it is resolved again', async () => {
    const commentId = await postComment('mild');
    const filed = await (await report(bystander, { kind: 'comment', target_id: commentId, reason: 'other' })).json();
    const resolve = () => admin.api(socialPath(SOCIAL_PATHS.resolveReport, { id: filed.id }), { method: 'POST' });
    expect((await resolve()).status).toBe(200);
    expect((await resolve()).status).toBe(200);
    const resolved = (await reports('resolved')).find((each) => each.id === filed.id);
    expect(resolved).toMatchObject({ status: 'resolved', content_exists: true });
  });
});
