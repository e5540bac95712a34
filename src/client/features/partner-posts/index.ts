/** Partner posts (issue 22 "The platform's voice"): the profile's "Gönderiler" tab with the owner's composer. */
export { PartnerPostsSection } from './components/PartnerPostsSection';
