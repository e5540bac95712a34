/** Admin file management (spec §2, §5, §8 Files; issue 11). Turkish: the product's texts. */
export const adminFiles = {
  notFound: 'Dosya bulunamadı.',
} as const;
