import type { Translation } from '../types';
import type { partnerVerification as tr } from '../tr/partnerVerification';

/** Partner verification (issue 21 "Verified"; docs/decisions/028-partner-verification.md). */
export const partnerVerification: Translation<typeof tr> = {
  kindTaxCertificate: 'Tax certificate',
  kindTradeRegistryGazette: 'Trade registry gazette',
  kindActivityCertificate: 'Activity certificate',
  kindAuthorisation: 'Authorisation certificate',
  documentNotFound: 'Document not found',
  fileInvalid: 'The file was not found or is not yours. Upload the document again.',
  fileAlreadyAdded: 'This file has already been added as a document.',
  invalidKind: 'Choose a valid document type',
  titleRequired: 'Name the authorisation (e.g. AEO)',
  titleTooLong: 'The document name can be at most 100 characters',
  tooManyDocuments: 'You can upload at most {{n}} documents. Delete an old one first.',
  invalidDate: 'Enter a valid date',
  expiryInPast: 'The expiry date must be after today',
  expiryTooFar: 'The expiry date can be at most 10 years ahead',
  reasonTooShort: 'Explain the reason for rejecting in at least 10 characters',
  reasonTooLong: 'The reason can be at most 500 characters',
  invalidVerifiedFilter: 'The verified filter can only be true or false',
};
