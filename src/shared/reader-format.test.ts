import { describe, expect, it } from 'vitest';
import { formatDateAndTime, formatFileSize, formatLongDate, formatLongDateTime } from './reader-format';

describe('formatLongDate', () => {
  it('writes a calendar day in each language, never the day before', () => {
    expect(formatLongDate('2026-12-15', 'tr')).toBe('15 Aralık 2026');
    expect(formatLongDate('2026-12-15', 'en')).toBe('15 December 2026');
    expect(formatLongDate('2027-01-01', 'en')).toBe('1 January 2027');
  });

  it('puts an instant on its Istanbul day', () => {
    // 22:30 UTC is 01:30 the next day in Istanbul (UTC+3).
    expect(formatLongDate('2026-12-15T22:30:00Z', 'tr')).toBe('16 Aralık 2026');
    expect(formatLongDate(new Date('2026-12-15T20:00:00Z'), 'en')).toBe('15 December 2026');
    expect(formatLongDate('not a day', 'en')).toBe('');
  });
});

describe('formatLongDateTime and formatDateAndTime', () => {
  it('write an instant’s Istanbul day and 24-hour time, whole or apart', () => {
    // 11:00 UTC is 14:00 in Istanbul; 21:00 UTC is midnight of the next day there.
    expect(formatLongDateTime('2030-12-15T11:00:00Z', 'tr')).toBe('15 Aralık 2030 14:00');
    expect(formatLongDateTime(new Date('2030-12-15T11:00:00Z'), 'en')).toBe('15 December 2030 at 14:00');
    expect(formatDateAndTime('2030-12-15T11:00:00Z', 'tr')).toEqual({ date: '15 Aralık 2030', time: '14:00' });
    expect(formatDateAndTime('2030-12-14T21:00:00Z', 'en')).toEqual({ date: '15 December 2030', time: '00:00' });
    expect(formatLongDateTime('not a time', 'tr')).toBe('');
    expect(formatDateAndTime('not a time', 'en')).toEqual({ date: '', time: '' });
  });

  it('add the weekday when asked (a maintenance window’s mail and 503 message)', () => {
    expect(formatDateAndTime('2026-12-11T23:00:00Z', 'tr', { weekday: true })).toEqual({
      date: '12 Aralık 2026 Cumartesi',
      time: '02:00',
    });
    expect(formatDateAndTime('2026-12-11T23:00:00Z', 'en', { weekday: true })).toEqual({
      date: 'Saturday, 12 December 2026',
      time: '02:00',
    });
  });
});

describe('formatFileSize', () => {
  it('writes B, KB and MB with the language’s decimal mark', () => {
    expect(formatFileSize(512, 'tr')).toBe('512 B');
    expect(formatFileSize(10 * 1024, 'en')).toBe('10 KB');
    expect(formatFileSize(10_342, 'tr')).toBe('10,1 KB');
    expect(formatFileSize(10_342, 'en')).toBe('10.1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'tr')).toBe('1,5 MB');
  });
});
