import { SEARCH_MAX_LENGTH, SEARCH_MAX_WORDS, SUGGEST_MAX_LENGTH } from '../../constants';
import type { Translation } from '../types';
import type { validation as tr } from '../tr/validation';

/** Field validation texts shared by several domains. */
export const validation: Translation<typeof tr> = {
  invalidCategory: 'Invalid category.',
  invalidNumber: 'Enter a valid number.',
  limitRange: 'Limit must be between 1 and {{max}}.',
  nameCharacters: 'Names cannot contain line breaks or text-direction control characters.',
  offsetRange: 'Offset must be 0 or greater.',
  searchTooLong: `A search may be at most ${SEARCH_MAX_LENGTH} characters long.`,
  searchTooManyWords: `A search may have at most ${SEARCH_MAX_WORDS} words.`,
  suggestTooLong: `Suggestions take at most ${SUGGEST_MAX_LENGTH} characters.`,
  required: 'This field is required.',
  tooLong: 'At most {{max}} characters are allowed.',
};
