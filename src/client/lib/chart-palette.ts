/**
 * The 5-colour chart palette (spec §9), as DESIGN.md colour tokens, so charts follow the theme.
 * Used by the statistics and system status charts.
 */
export const CHART_PALETTE = [
  'var(--primary)',
  'var(--cta)',
  'var(--success-dot)',
  'var(--dip-icon)',
  'var(--navy-muted)',
] as const;
