import { House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, visibleEntries, type NavEntry } from './navigation';

const entries: NavEntry[] = [
  { labelKey: 'nav.home', to: '/landing', icon: House, audience: 'everyone' },
  { labelKey: 'nav.activityFeed', to: '/activity', icon: House, audience: 'signed-in' },
  { labelKey: 'nav.adminDashboard', to: '/admin', icon: House, audience: 'admin', group: 'admin' },
];
const paths = (viewer: Parameters<typeof visibleEntries>[1]) => visibleEntries(entries, viewer).map((e) => e.to);

describe('visibleEntries', () => {
  it('shows guests only public entries, even on preview hosts for admin ones', () => {
    expect(paths({ isGuest: true, isAdmin: false, isPreview: false, mayPlay: true })).toEqual(['/landing']);
    expect(paths({ isGuest: true, isAdmin: false, isPreview: true, mayPlay: true })).toEqual(['/landing', '/activity']);
  });
  it('shows members the signed-in entries but not admin functions', () => {
    expect(paths({ isGuest: false, isAdmin: false, isPreview: false, mayPlay: true })).toEqual([
      '/landing',
      '/activity',
    ]);
  });
  it('shows admins, and members on preview, the admin group', () => {
    expect(paths({ isGuest: false, isAdmin: true, isPreview: false, mayPlay: true })).toEqual([
      '/landing',
      '/activity',
      '/admin',
    ]);
    expect(paths({ isGuest: false, isAdmin: false, isPreview: true, mayPlay: true })).toEqual([
      '/landing',
      '/activity',
      '/admin',
    ]);
  });

  it('shows Profile to everyone, Login only to guests, and Logout only with a real session', () => {
    const account = NAV_ENTRIES.filter((entry) => ['nav.profile', 'nav.login', 'nav.logout'].includes(entry.labelKey));
    const keys = (viewer: Parameters<typeof visibleEntries>[1]) =>
      visibleEntries(account, viewer).map((e) => e.labelKey);
    expect(keys({ isGuest: true, isAdmin: false, isPreview: false, mayPlay: true })).toEqual([
      'nav.profile',
      'nav.login',
    ]);
    expect(keys({ isGuest: true, isAdmin: false, isPreview: true, mayPlay: true })).toEqual([
      'nav.profile',
      'nav.login',
    ]);
    expect(keys({ isGuest: false, isAdmin: false, isPreview: false, mayPlay: true })).toEqual([
      'nav.profile',
      'nav.logout',
    ]);
  });

  it('lists Play Mode and Prepare the Game for whoever may play, guests included, and hides them from the others', () => {
    const play = NAV_ENTRIES.filter((entry) => ['nav.playMode', 'nav.prepareGame'].includes(entry.labelKey));
    const links = (viewer: Parameters<typeof visibleEntries>[1]) => visibleEntries(play, viewer).map((e) => e.to);
    expect(links({ isGuest: true, isAdmin: false, isPreview: false, mayPlay: true })).toEqual(['/play', '/setup']);
    expect(links({ isGuest: false, isAdmin: false, isPreview: false, mayPlay: true })).toEqual(['/play', '/setup']);
    expect(links({ isGuest: false, isAdmin: true, isPreview: true, mayPlay: false })).toEqual([]);
  });
});
