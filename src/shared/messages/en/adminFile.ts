/** Admin file management (spec §2, §5, §8 Files; issue 11). */
export const adminFile = {
  notFound: 'File not found.',
} as const;
