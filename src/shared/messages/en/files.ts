import type { Translation } from '../types';
import type { files as tr } from '../tr/files';

/** Uploads and stored files (spec §5 "Others", §8 Upload, §9 Uploads). */
export const files: Translation<typeof tr> = {
  fileTooLarge: 'The file is too large. The maximum file size is {{n}}MB.',
  unsupportedType: 'Unsupported file type. Accepted types: {{types}}.',
  empty: 'The file is empty. Please choose a file with content.',
  noFile: 'Please choose a file.',
  invalidUploadUrl: 'The upload link is invalid or has expired. Please upload the file again.',
  failed: 'An error occurred while uploading the file.',
};
