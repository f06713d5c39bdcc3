import { describe, expect, it } from 'vitest';
import { notificationTitle, readContent } from './notifications';

describe('readContent', () => {
  it('accepts an object or a JSON string and ignores anything else', () => {
    expect(readContent({ sender_name: 'Ana' })).toEqual({ sender_name: 'Ana' });
    expect(readContent('{"sender_name":"Ana"}')).toEqual({ sender_name: 'Ana' });
    expect(readContent('{broken')).toEqual({});
    expect(readContent(null)).toEqual({});
    expect(readContent([1, 2])).toEqual({});
  });
});

describe('notificationTitle', () => {
  it.each(['direct_message', 'friend_request', 'friend_accepted', 'profile_comment'])('names the sender of %s', (type) => {
    expect(notificationTitle(type, null, { sender_name: 'Ana' })).toEqual({ key: `notifications.title.${type}`, params: { sender: 'Ana' } });
    expect(notificationTitle(type, null, {})).toEqual({ key: `notifications.title.${type}`, params: { sender: null } });
  });
  it('names the site and branch of a build failure, with fallbacks', () => {
    expect(notificationTitle('build_failure', null, '{"site_name":"rookery","branch":"main"}').params).toEqual({ site: 'rookery', branch: 'main' });
    expect(notificationTitle('build_failure', null, {}).params).toEqual({ site: null, branch: null });
  });
  it('names the subject, answer and version of a data report', () => {
    expect(notificationTitle('data_report_answered', null, { subject_title: 'Orc Hunters', answer: 'Checked.' }).params).toEqual({
      subject: 'Orc Hunters',
      answer: 'Checked.',
    });
    expect(notificationTitle('data_report_fixed', null, { data_version: '2026.11-0a1b2c3d' })).toEqual({
      key: 'notifications.title.data_report_fixed',
      params: { subject: null, version: '2026.11-0a1b2c3d' },
    });
  });
  it('shows the message, or a fallback, for other types', () => {
    expect(notificationTitle('mystery', 'Hello', {})).toEqual({ key: 'notifications.title.message', params: { message: 'Hello' } });
    expect(notificationTitle('mystery', '  ', {})).toEqual({ key: 'notifications.title.fallback', params: {} });
  });
});
