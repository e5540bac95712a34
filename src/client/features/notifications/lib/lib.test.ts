import { actionPathOf } from './action-url';
import { badgeText } from '@/lib/format';
import { formatNotificationTime } from './format-time';

describe('badgeText (spec §9: badges cap at 99+)', () => {
  it.each([
    [undefined, null],
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('%s → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('formatNotificationTime (spec §9)', () => {
  const now = Date.parse('2026-03-12T15:00:00.000Z');

  it('shows the time of day under 24 hours, day and month after, by language', () => {
    const recent = new Date(now - 60 * 60_000);
    const time = (lang: 'tr' | 'en') =>
      new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { hour: '2-digit', minute: '2-digit' }).format(recent);
    expect(formatNotificationTime(recent.toISOString(), 'tr', now)).toBe(time('tr'));
    expect(formatNotificationTime(recent.toISOString(), 'en', now)).toBe(time('en'));
    expect(formatNotificationTime('2026-03-01T12:00:00.000Z', 'tr', now)).toBe('1 Mart');
    expect(formatNotificationTime('2026-03-01T12:00:00.000Z', 'en', now)).toBe('1 March');
  });

  it('switches exactly at 24 hours, counts a slightly future time as recent, and gives up on garbage', () => {
    const dayAgo = new Date(now - 24 * 60 * 60_000).toISOString();
    expect(formatNotificationTime(dayAgo, 'tr', now)).toBe('11 Mart');
    expect(formatNotificationTime(new Date(now + 30_000).toISOString(), 'tr', now)).toMatch(/^\d{2}:\d{2}$/);
    expect(formatNotificationTime('not a date', 'tr', now)).toBe('');
  });
});

describe('actionPathOf', () => {
  it('follows only paths of this site', () => {
    expect(actionPathOf('/messages?conversation=1-2')).toBe('/messages?conversation=1-2');
    expect(actionPathOf(null)).toBeNull();
    expect(actionPathOf('')).toBeNull();
    expect(actionPathOf('https://evil.example/')).toBeNull();
    expect(actionPathOf('//evil.example/')).toBeNull();
    expect(actionPathOf('/\\evil.example')).toBeNull();
    expect(actionPathOf('javascript:alert(1)')).toBeNull();
  });
});
