/** Follows (PRODUCT-DECISIONS 13): the profile's toggle and the lists other pages mount. */
export { FollowButton } from './components/FollowButton';
export { FollowedPartnersList } from './components/FollowedPartnersList';
export { FollowersList } from './components/FollowersList';
