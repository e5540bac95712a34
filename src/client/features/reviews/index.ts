/** Partner reviews (issue 9 "Reviews and trust"): the profile's section and the star display. */
export { RatingStars } from './components/RatingStars';
export { ReviewsSection } from './components/ReviewsSection';
