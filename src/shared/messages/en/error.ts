import type { Translation } from '../types';
import type { error as tr } from '../tr/error';

/** General error texts: the default message of each error code (src/shared/contracts/errors.ts). */
export const error: Translation<typeof tr> = {
  validation: 'The submitted data is invalid. Please correct the marked fields.',
  unauthorized: 'You need to sign in to do this.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The resource you are looking for was not found.',
  routeNotFound: 'There is no such API endpoint.',
  conflict: 'This record already exists.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  rateLimited: 'Too many requests. Please try again in {{seconds}} seconds.',
  internal: 'An unexpected error occurred. Please try again later.',
  serviceUnavailable: 'The service is unavailable right now. Please try again later.',
  badOrigin: 'The request was refused because it came from another site.',
  invalidJson: 'The request body is not valid JSON.',
  nulByte: 'The submitted data contains a character that is not allowed (NUL).',
  brokenText: 'The submitted data contains a broken character (an unpaired UTF-16 surrogate).',
  tooDeep: 'The request body is nested too deeply (at most {{max}} levels).',
  numberTooLarge: 'This number is too large; it can be at most {{max}}.',
  numberTooSmall: 'This number is too small; it must be at least {{min}}.',
  headersTooLarge: 'The request header fields are too large.',
  badRequest: 'The request could not be read.',
};
