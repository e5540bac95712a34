import type { Translation } from '../types';
import type { partners as tr } from '../tr/partners';

/** Partner catalogue and profiles (spec §8). */
export const partners: Translation<typeof tr> = {
  notFound: 'Partner not found',
  invalidUsername: 'The username must be 3–20 characters: letters, digits, - and _ only.',
  usernameTaken: 'This username is taken.',
  usernameAlreadyChanged: 'The username can be changed only once.',
  invalidUrl: 'Enter a valid web address (for example example.com).',
  invalidEmail: 'Enter a valid e-mail address.',
  invalidPhone: 'Enter a valid phone number.',
  invalidIban: 'Enter a valid Turkish IBAN (26 characters starting with TR, e.g. TR33 0006 1005 1978 6457 8413 26).',
  invalidImage: 'Invalid image. Please upload the image again.',
  invalidLanguages: 'Choose the languages from the list.',
  invalidMarkets: 'Choose the countries from the list.',
  nothingToUpdate: 'No field to update was sent.',
  cannotFollowOwn: 'You cannot follow your own profile.',
  serviceNotFound: 'Service not found.',
  seoCatalogueTitle: 'Export partner catalogue',
  seoCatalogueDescription:
    'Browse {{count}} partners serving exporters in customs, logistics, marketing and e-commerce.',
  seoCategoryTitle: 'Export partners for {{category}}',
  seoCategoryDescription:
    '{{count}} partners offering {{category}} services to exporters: profiles, services and reviews.',
  seoCategoriesHeading: 'Partners by service area',
  seoPartnersHeading: 'Partners serving this area',
  seoServicesHeading: 'Services offered',
  seoRating: 'Average rating {{rating}} / 5 ({{count}} reviews)',
  seoVerified: 'Verified company: tax certificate and trade registry valid until {{date}}.',
  seoLanguagesHeading: 'Languages it speaks',
  seoMarketsHeading: 'Countries it serves',
};
