import { describe, expect, it } from 'vitest';
import { formatFileSize, formatLongDate } from './reader-format';

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

describe('formatFileSize', () => {
  it('writes B, KB and MB with the language’s decimal mark', () => {
    expect(formatFileSize(512, 'tr')).toBe('512 B');
    expect(formatFileSize(10 * 1024, 'en')).toBe('10 KB');
    expect(formatFileSize(10_342, 'tr')).toBe('10,1 KB');
    expect(formatFileSize(10_342, 'en')).toBe('10.1 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'tr')).toBe('1,5 MB');
  });
});
