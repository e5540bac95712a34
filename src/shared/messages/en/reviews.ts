/** Partner reviews (issue 9 "Reviews and trust"). */
export const reviews = {
  ratingRequired: 'Please give a rating from 1 to 5',
  replyRequired: 'The reply cannot be empty',
  tooLong: 'This field is too long',
  notAllowed: 'Only the requester of a completed request can review this partner.',
  alreadyReviewed: 'You have already reviewed this partner.',
  alreadyReplied: 'You have already replied to this review.',
  notFound: 'Review not found',
} as const;
