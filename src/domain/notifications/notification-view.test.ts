import { describe, expect, it } from 'vitest';
import { loadsNotifications, notificationTarget, PREVIEW_USER_ID, unreadCount } from './notification-view';

describe('notificationTarget', () => {
  it('takes each social notification to its subject', () => {
    const content = { sender_name: 'Korvus', sender_wab_id: 'WAB-AAAA-BBBB-CCCC' };
    expect(notificationTarget('friend_request', content)).toEqual({ kind: 'route', to: '/friends' });
    expect(notificationTarget('friend_accepted', content)).toEqual({ kind: 'route', to: '/u/WAB-AAAA-BBBB-CCCC' });
    expect(notificationTarget('direct_message', JSON.stringify(content))).toEqual({
      kind: 'route',
      to: '/messages/WAB-AAAA-BBBB-CCCC',
    });
    expect(notificationTarget('profile_comment', content)).toEqual({ kind: 'route', to: '/profile#comments' });
  });

  it('falls back to the list pages and ignores odd senders', () => {
    expect(notificationTarget('direct_message', { sender_wab_id: '../admin' })).toEqual({
      kind: 'route',
      to: '/messages',
    });
    expect(notificationTarget('friend_accepted', {})).toEqual({ kind: 'route', to: '/friends' });
  });

  it('takes a data report to its subject, and ignores an odd subject id', () => {
    expect(notificationTarget('data_report_fixed', { subject_kind: 'unit', subject_id: 'orc-hunters' })).toEqual({ kind: 'route', to: '/unit-stats#unit-orc-hunters' });
    expect(notificationTarget('data_report_answered', { subject_kind: 'mission', subject_id: 'take-positions' })).toEqual({
      kind: 'route',
      to: '/missions#take-positions',
    });
    expect(notificationTarget('data_report_answered', { subject_kind: 'rule-section', subject_id: '"><x' })).toEqual({ kind: 'route', to: '/rules' });
    expect(notificationTarget('data_report_answered', { subject_kind: 'other' })).toBeNull();
  });
  it('opens a build failure only at an https address', () => {
    expect(notificationTarget('build_failure', { deploy_url: 'https://app.netlify.com/x' })).toEqual({
      kind: 'external',
      href: 'https://app.netlify.com/x',
    });
    expect(notificationTarget('build_failure', { deploy_url: 'javascript:alert(1)' })).toBeNull();
    expect(notificationTarget('something_else', {})).toBeNull();
  });
});

describe('loadsNotifications', () => {
  it('loads for members, never in preview or for the preview user', () => {
    expect(loadsNotifications('a1', false)).toBe(true);
    expect(loadsNotifications('a1', true)).toBe(false);
    expect(loadsNotifications(PREVIEW_USER_ID, false)).toBe(false);
    expect(loadsNotifications(null, false)).toBe(false);
  });

  it('counts unread', () => {
    expect(unreadCount([{ read: false }, { read: true }, { read: false }])).toBe(2);
  });
});
