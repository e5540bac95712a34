/** The highest count a badge spells out (spec §9: "Badges cap at '99+'"). */
export const BADGE_MAX = 99;

/** A badge's text: the count up to 99, '99+' above, null at 0 (or for a count not known yet): no badge. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count < 1) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
