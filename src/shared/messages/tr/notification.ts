/** Notifications (issue 10 "Notifications"). Turkish: the product's texts. */
export const notification = {
  notFound: 'Bildirim bulunamadı',
} as const;
