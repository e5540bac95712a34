import type { Translation } from '../types';
import type { newsletter as tr } from '../tr/newsletter';

/** Newsletter subscription (spec §5 "Others"; PRODUCT-DECISIONS 20). */
export const newsletter: Translation<typeof tr> = {
  invalidEmail: 'Please enter a valid e-mail address',
  subscribed: 'We have sent a link to your e-mail address to confirm your subscription.',
};
