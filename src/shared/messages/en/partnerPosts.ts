/** Partner posts (issue 22 "The platform's voice"). */
export const partnerPosts = {
  bodyRequired: 'The post text cannot be empty',
  bodyTooLong: 'A post can be at most 2000 characters long',
  linkInvalid: 'Enter a valid http or https link',
  linkTooLong: 'The link can be at most 500 characters long',
  imageInvalid: 'Image not found. Please upload the image again.',
  notOwner: "Only this partner's owner can publish posts.",
  notFound: 'Post not found',
} as const;
