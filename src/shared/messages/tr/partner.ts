/** Partner catalogue and profiles (spec §8). Turkish: the product's texts. */
export const partner = {
  notFound: 'Partner bulunamadı',
} as const;
