/**
 * The English texts, one file per domain. A new domain adds its file here and in the
 * other language's index; `../index.ts` checks that both have the same domains and keys.
 */
export { account } from './account';
export { application } from './application';
export { auth } from './auth';
export { chat } from './chat';
export { error } from './error';
export { newsletter } from './newsletter';
export { notification } from './notification';
export { partner } from './partner';
export { quote } from './quote';
export { review } from './review';
export { systemStatus } from './systemStatus';
export { upload } from './upload';
export { validation } from './validation';
export { template } from './template';
export { adminFile } from './adminFile';
export { marketing } from './marketing';
export { settings } from './settings';
export { adminUser } from './adminUser';
export { feedback } from './feedback';
