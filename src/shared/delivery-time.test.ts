import { describe, expect, it } from 'vitest';
import { parseDeliveryDays } from './delivery-time';

describe('parseDeliveryDays (issue 20: the fastest offer)', () => {
  it.each([
    ['3 gün', 3],
    ['2 hafta', 14],
    ['1 ay', 30],
    ['10 iş günü', 14],
    ['3 days', 3],
    ['2 weeks', 14],
    ['1 month', 30],
    ['1 day', 1],
    ['10 business days', 14],
    ['5 working days', 7],
    ['1 yıl', 365],
    ['48 saat', 2],
    ['24 hours', 1],
  ])('reads %j as %d days', (text, days) => {
    expect(parseDeliveryDays(text)).toBe(days);
  });

  it.each([
    ['3-5 gün', 5],
    ['3 – 5 iş günü', 7],
    ['2 ila 3 hafta', 21],
    ['2 to 3 weeks', 21],
    ['1,5 ay', 45],
    ['1.5 months', 45],
    ['bir hafta', 7],
    ['a month', 30],
    ['two weeks', 14],
  ])('reads a range by its upper bound and decimals or number words: %j → %d', (text, days) => {
    expect(parseDeliveryDays(text)).toBe(days);
  });

  it.each([
    ['Yaklaşık 2 hafta', 14],
    ['3 gün içinde', 3],
    ['10 İŞ GÜNÜ İÇİNDE TESLİM', 14],
    ['5 günde', 5],
    ['2 haftada', 14],
    ['1 ayda', 30],
    ['7 iş gününde', 9.8],
    ['Within 2 weeks', 14],
    ['approx. 3 days', 3],
    ['  3   Days. ', 3],
    ['is gunu 10', null],
    ['10 is gunu', 14],
    ['15 gun', 15],
  ])('reads common words around it, any case, without Turkish letters too: %j → %s', (text, days) => {
    expect(parseDeliveryDays(text)).toBe(days);
  });

  it.each([
    null,
    undefined,
    '',
    'hemen',
    'ASAP',
    '2 hafta + 3 gün kurulum',
    '15.12.2026',
    'sözleşmeden sonra',
    '0 gün',
    '3',
  ])('leaves %j unread', (text) => {
    expect(parseDeliveryDays(text)).toBeNull();
  });
});
