import type { Translation } from '../types';
import type { partner as tr } from '../tr/partner';

/** Partner catalogue and profiles (spec §8). */
export const partner: Translation<typeof tr> = {
  notFound: 'Partner not found',
};
