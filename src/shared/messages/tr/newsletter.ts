/** Newsletter subscription (spec §5 "Others"; PRODUCT-DECISIONS 20). Turkish: the product's texts. */
export const newsletter = {
  invalidEmail: 'Lütfen geçerli bir e-posta adresi girin',
  subscribed: 'Aboneliğinizi onaylamanız için e-posta adresinize bir bağlantı gönderdik.',
} as const;
