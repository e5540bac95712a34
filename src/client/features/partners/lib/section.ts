/**
 * Id of the catalogue section (spec §2 "Home and catalogue": `?category=` scrolls to the
 * partnerships section). The home page scrolls to it, the hero's get-service link points at it.
 */
export const CATALOGUE_SECTION_ID = 'partnerships';

/** The catalogue on the home page, as a link target that also works before hydration. */
export const CATALOGUE_HOME_HREF = `/#${CATALOGUE_SECTION_ID}`;
