/**
 * Page chunk loaders. Each page is its own lazy chunk (ARCHITECTURE.md); the same functions are
 * used to start a chunk download early (see `preloadRoute`), which shares the module cache with
 * `React.lazy`.
 */
export const pageLoaders = {
  home: () => import('@/pages/HomePage'),
  partners: () => import('@/pages/PartnersPage'),
  partnerProfile: () => import('@/pages/PartnerProfilePage'),
  sysStatus: () => import('@/pages/SysStatusPage'),
  notFound: () => import('@/pages/NotFoundPage'),
} as const;
