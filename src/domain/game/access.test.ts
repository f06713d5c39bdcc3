import { describe, expect, it } from 'vitest';
import {
  canPlayOnline,
  canUsePlayMode,
  DEFAULT_PLAY_MODE_AUDIENCE,
  isPlayModeAudience,
  playModeRefusal,
  type PlayModeViewer,
} from './access';

const member: PlayModeViewer = { isGuest: false, isAdmin: false, isTester: false, isPreview: false };
const guest: PlayModeViewer = { ...member, isGuest: true };
const tester: PlayModeViewer = { ...member, isTester: true };
const admin: PlayModeViewer = { ...member, isAdmin: true };
const preview: PlayModeViewer = { ...member, isPreview: true };

describe('play mode access (decision 0019)', () => {
  it('is open to everyone by default, guests included, on one device', () => {
    expect(DEFAULT_PLAY_MODE_AUDIENCE).toBe('everyone');
    for (const viewer of [guest, member, tester, admin, preview]) {
      expect(canUsePlayMode(viewer, 'everyone')).toBe(true);
    }
    // Online play needs an account whatever the setting.
    expect(canPlayOnline(guest, 'everyone')).toBe(false);
    expect(canPlayOnline(member, 'everyone')).toBe(true);
  });

  it('keeps guests out when an admin opens it to members, and asks them to sign in', () => {
    expect(playModeRefusal(guest, 'members')).toBe('members_only');
    for (const viewer of [member, tester, admin, preview]) expect(canUsePlayMode(viewer, 'members')).toBe(true);
    expect(canPlayOnline(member, 'members')).toBe(true);
  });

  it('lets only testers, admins and preview in, never guests, when an admin keeps it to testers (spec §6)', () => {
    expect(canUsePlayMode(tester, 'testers')).toBe(true);
    expect(canUsePlayMode(admin, 'testers')).toBe(true);
    expect(canUsePlayMode(preview, 'testers')).toBe(true);
    expect(playModeRefusal(member, 'testers')).toBe('testers_only');
    expect(playModeRefusal({ isGuest: true, isAdmin: true, isTester: true, isPreview: true }, 'testers')).toBe(
      'testers_only',
    );
    expect(canPlayOnline(member, 'testers')).toBe(false);
    expect(canPlayOnline(tester, 'testers')).toBe(true);
  });

  it('recognises only the three settings', () => {
    expect(['everyone', 'members', 'testers'].every(isPlayModeAudience)).toBe(true);
    expect([undefined, null, '', 'admins', 1].some(isPlayModeAudience)).toBe(false);
  });
});
