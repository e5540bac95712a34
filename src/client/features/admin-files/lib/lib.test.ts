import { describe, expect, it } from 'vitest';
import { absoluteFileUrl, formatBytes, previewKind } from './format';
import { filtersToQuery, hasFilters, NO_FILTERS } from './query';

describe('formatBytes (spec §3 File: B, KB, MB, GB)', () => {
  it('uses the largest unit under 1024, one decimal at most, in the language’s format', () => {
    expect(formatBytes(0, 'tr')).toBe('0 B');
    expect(formatBytes(1023, 'tr')).toBe('1023 B');
    expect(formatBytes(1024, 'tr')).toBe('1 KB');
    expect(formatBytes(1536, 'tr')).toBe('1,5 KB');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatBytes(2.25 * 1024 ** 3, 'en')).toBe('2.3 GB');
    expect(formatBytes(5 * 1024 ** 4, 'en')).toBe('5,120 GB');
  });
});

describe('filtersToQuery', () => {
  it('sends only the filters that narrow, the search trimmed', () => {
    expect(filtersToQuery(NO_FILTERS)).toEqual({ page: 1, limit: 20 });
    expect(
      filtersToQuery({ category: 'PDF', source: 'partner', visibility: 'private', search: '  fiyat ' }, 3, 10),
    ).toEqual({ page: 3, limit: 10, category: 'PDF', source: 'partner', visibility: 'private', search: 'fiyat' });
    expect(filtersToQuery({ ...NO_FILTERS, search: '   ' })).toEqual({ page: 1, limit: 20 });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, visibility: 'public' })).toBe(true);
  });
});

describe('previewKind and the copied URL (spec §9)', () => {
  it('previews images, videos and PDFs; other types get a card', () => {
    expect(previewKind('image/png')).toBe('image');
    expect(previewKind('video/mp4')).toBe('video');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('text/plain; charset=utf-8')).toBe('none');
    expect(previewKind('image/svg+xml')).toBe('none');
  });

  it('copies an absolute URL of the file’s path', () => {
    expect(absoluteFileUrl('/public-objects/a.png', 'https://ornek.com')).toBe(
      'https://ornek.com/public-objects/a.png',
    );
    expect(absoluteFileUrl('/objects/123', 'https://ornek.com')).toBe('https://ornek.com/objects/123');
  });
});
