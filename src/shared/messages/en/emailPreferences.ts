/** E-mail preferences: the weekly digest's sections (issue 22; docs/decisions/041-weekly-digest.md). */
export const emailPreferences = {
  digestNewPartners: 'New partners in the categories of partners you follow: {{count}}',
  digestPosts: 'New posts from partners you follow: {{count}}',
  digestOpenRequests: 'Your open requests with news last week: {{count}}',
  digestProjects: 'Your projects with news last week: {{count}}',
  digestProfileViews: 'Profile views last week: {{count}}',
  digestFollowers: 'New followers last week: {{count}}',
  digestReceivedRequests: 'Quote requests received last week: {{count}}',
  digestRequestPending: 'awaiting a quote',
  digestRequestResponded: 'quote received',
  digestProjectContractPending: 'contract awaiting signature',
  digestProjectActive: 'in progress',
  digestMore: 'and {{count}} more',
  digestSeeAll: 'See all',
  digestViewsNote: 'Each visitor counts once a day.',
} as const;
