/** Notifications (issue 10 "Notifications"). Turkish: the product's texts. */
export const notifications = {
  notFound: 'Bildirim bulunamadı',
} as const;
