/**
 * An offer's delivery time is free text (`quote_responses.delivery_time`, as partners write it:
 * "10 iş günü", "2 weeks"). To mark the fastest offer of a comparison (issue 20, comparison in one
 * currency) the common forms are read as a number of calendar days; anything else is left unread
 * rather than guessed, and such an offer simply does not compete for "fastest".
 */

/** Calendar days per unit. A business week is 5 working days in 7 calendar days. */
const DAYS_PER_UNIT = {
  hour: 1 / 24,
  day: 1,
  businessDay: 7 / 5,
  week: 7,
  month: 30,
  year: 365,
} as const;
type Unit = keyof typeof DAYS_PER_UNIT;

/**
 * Number words either language writes for small counts ("bir hafta", "two weeks", "a month"), as
 * {@link fold} leaves them (Turkish letters without their marks).
 */
const NUMBER_WORDS: Record<string, number> = {
  bir: 1,
  iki: 2,
  uc: 3,
  dort: 4,
  bes: 5,
  alti: 6,
  yedi: 7,
  sekiz: 8,
  dokuz: 9,
  on: 10,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

const NUMBER = `(\\d{1,4}(?:[.,]\\d{1,2})?|${Object.keys(NUMBER_WORDS).join('|')})`;
/** A range's separator: "3-5", "3 – 5", "3 ila 5", "3 ile 5", "3 to 5", "3 or 5", "3 veya 5". */
const RANGE_SEPARATOR = '\\s*(?:-|–|—|/|ila|ile|to|or|veya|ya da)\\s*';
/**
 * Units, most specific first, as {@link fold} leaves them ("iş günü" → "is gunu"; Turkish case
 * endings such as "günde", "haftada", "ayda" included).
 */
const UNITS: readonly [Unit, string][] = [
  ['businessDay', 'is\\s*gunu?(?:nde|n?de|n?den)?|(?:business|working|work)\\s*days?'],
  ['hour', 'saat(?:te)?|hours?|hrs?|h'],
  ['day', 'gun(?:de|den|luk|u)?|days?|d'],
  ['week', 'hafta(?:da|dan|lik)?|weeks?|wks?'],
  ['month', 'ay(?:da|dan|lik)?|months?|mos?'],
  ['year', 'yil(?:da|dan|lik)?|sene(?:de|den|lik)?|years?|yrs?'],
];
/** Words that may stand before the figure ("yaklaşık 3 gün", "within 2 weeks", "en geç 10 gün"). */
const LEADING =
  '(?:(?:yaklasik|ortalama|tahmini|en gec|en fazla|maksimum|max\\.?|about|approx\\.?|approximately|around|within|in|up to|max(?:imum)?)\\s+)*';
/** Words that may follow the unit ("3 gün içinde", "2 weeks max", "10 iş günü içerisinde teslim"). */
const TRAILING =
  '(?:\\s+(?:icinde|icerisinde|sonra|teslim|teslimat|max\\.?|maximum|en fazla|at most|delivery|lead time))*';

const PATTERN = new RegExp(
  `^${LEADING}${NUMBER}(?:${RANGE_SEPARATOR}${NUMBER})?\\s*(${UNITS.map(([, re]) => re).join('|')})${TRAILING}\\.?$`,
  'u',
);

const TURKISH_MARKS: Record<string, string> = { ı: 'i', ş: 's', ğ: 'g', ü: 'u', ö: 'o', ç: 'c' };

/**
 * Lower case without Turkish marks, so "İŞ GÜNÜ", "iş günü" and "is gunu" (typed on a keyboard
 * without Turkish letters) read alike, and English capitals ('I') stay 'i'.
 */
function fold(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[İI]/g, 'i')
    .toLowerCase()
    .replace(/[ışğüöç]/g, (c) => TURKISH_MARKS[c]!)
    .replace(/\s+/g, ' ')
    .trim();
}

function numberOf(token: string): number {
  return NUMBER_WORDS[token] ?? Number(token.replace(',', '.'));
}

function unitOf(token: string): Unit | null {
  for (const [unit, re] of UNITS) if (new RegExp(`^(?:${re})$`, 'u').test(token)) return unit;
  return null;
}

/**
 * A delivery time as calendar days, or null when the text is not one of the common forms.
 *
 * Read: a count (digits, "1,5"/"1.5", or a number word up to ten) or a range of two (the upper bound
 * counts: it is what the partner promises at most), then a unit in Turkish or English: hours
 * ("48 saat" = 2), days ("3 gün", "3 days"), business days ("10 iş günü", "10 business days": 7/5 of
 * a calendar day each, so 10 → 14), weeks (7), months (30), years (365); with common words around it
 * ("yaklaşık 2 hafta", "3 gün içinde", "within 2 weeks"). Case and Turkish capitals do not matter.
 * Not read: several figures ("2 hafta + 3 gün kurulum"), dates, "hemen", "ASAP", an empty text.
 * @returns days, possibly fractional (hours, business days, "1,5 ay"); positive, or null
 */
export function parseDeliveryDays(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = PATTERN.exec(fold(text));
  if (!match) return null;
  const [, first, second, unitText] = match;
  const unit = unitOf(unitText!);
  if (!unit) return null;
  const count = Math.max(numberOf(first!), second ? numberOf(second) : 0);
  if (!Number.isFinite(count) || count <= 0) return null;
  // Rounded to a millionth of a day, so that 7 business days read as 9.8, not 9.799999999999999.
  return Math.round(count * DAYS_PER_UNIT[unit] * 1e6) / 1e6;
}
