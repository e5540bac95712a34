/**
 * E-mail preferences: the weekly digest's sections (issue 22; docs/decisions/041-weekly-digest.md),
 * which the server writes into the `weekly_summary` mail in the reader's language. Turkish: the
 * product's texts.
 */
export const emailPreferences = {
  digestNewPartners: 'Takip ettiğiniz partnerlerin kategorilerine katılan yeni partnerler: {{count}}',
  digestPosts: 'Takip ettiğiniz partnerlerin yeni gönderileri: {{count}}',
  digestOpenRequests: 'Geçen hafta hareket olan açık talepleriniz: {{count}}',
  digestProjects: 'Geçen hafta hareket olan projeleriniz: {{count}}',
  digestProfileViews: 'Geçen hafta profilinizi görüntüleyenler: {{count}}',
  digestFollowers: 'Geçen hafta sizi takip etmeye başlayanlar: {{count}}',
  digestReceivedRequests: 'Geçen hafta gelen teklif talepleri: {{count}}',
  digestRequestPending: 'teklif bekleniyor',
  digestRequestResponded: 'teklif geldi',
  digestProjectContractPending: 'sözleşme imza bekliyor',
  digestProjectActive: 'devam ediyor',
  digestMore: 've {{count}} tane daha',
  digestSeeAll: 'Tümünü görün',
  digestViewsNote: 'Her ziyaretçi bir günde bir kez sayılır.',
} as const;
