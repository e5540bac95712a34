/**
 * The Turkish texts, one file per domain. A new domain adds its file here and in the
 * other language's index; `../index.ts` checks that both have the same domains and keys.
 */
export { users } from './users';
export { partnerApplications } from './partnerApplications';
export { auth } from './auth';
export { messages } from './messages';
export { error } from './error';
export { newsletter } from './newsletter';
export { notifications } from './notifications';
export { partners } from './partners';
export { quotes } from './quotes';
export { reviews } from './reviews';
export { systemStatus } from './systemStatus';
export { files } from './files';
export { validation } from './validation';
export { templates } from './templates';
export { adminFiles } from './adminFiles';
export { marketing } from './marketing';
export { systemConfig } from './systemConfig';
export { adminUsers } from './adminUsers';
export { feedback } from './feedback';
export { projects } from './projects';
export { capabilities } from './capabilities';
export { partnerVerification } from './partnerVerification';
export { partnerClaims } from './partnerClaims';
export { partnerPosts } from './partnerPosts';
export { emailPreferences } from './emailPreferences';
export { maintenance } from './maintenance';
export { mail } from './mail';
export { serviceInquiries } from './serviceInquiries';
