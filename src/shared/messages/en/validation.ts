import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, SUGGEST_MAX_LENGTH } from '../../constants';
import type { Translation } from '../types';
import type { validation as tr } from '../tr/validation';

/** Field validation texts shared by several domains. */
export const validation: Translation<typeof tr> = {
  invalidCategory: 'Invalid category.',
  invalidCity: 'Invalid city.',
  invalidCompanySize: 'Invalid company size. Options: 1-10, 11-30, 31-100, 100-1000, 1000+.',
  invalidLanguage: 'Invalid language: enter a two-letter ISO 639-1 language code (e.g. de).',
  invalidMarket: 'Invalid market: enter a two-letter ISO 3166 country code (e.g. DE).',
  invalidService: 'Invalid service.',
  invalidSort: 'Invalid sort order. Options: relevance, rating, response, followers, newest.',
  invalidNumber: 'Enter a valid number.',
  limitRange: 'Limit must be between 1 and {{max}}.',
  nameCharacters: 'Names cannot contain line breaks or text-direction control characters.',
  offsetRange: 'Offset must be 0 or greater.',
  ratingRange: 'The minimum rating must be between 1 and 5, in steps of a half.',
  searchTooLong: `A search may be at most ${SEARCH_MAX_LENGTH} characters long.`,
  searchTooManyWords: `A search may have at most ${SEARCH_MAX_WORDS} words.`,
  suggestTooLong: `Suggestions take at most ${SUGGEST_MAX_LENGTH} characters.`,
  required: 'This field is required.',
  tooLong: 'At most {{max}} characters are allowed.',
};
