/** Admin file management (spec §2, §5, §8 Files; issue 11). */
export const adminFiles = {
  notFound: 'File not found.',
} as const;
