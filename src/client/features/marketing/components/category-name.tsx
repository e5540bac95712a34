import { createContext, useContext } from 'react';

/**
 * A partner category's shown name from its slug. The page provides it (from the categories feature,
 * which a feature may not import); the slug itself stands in until then.
 */
export const CategoryNameContext = createContext<(slug: string) => string>((slug) => slug);

/** The category name function of the nearest {@link CategoryNameContext}. */
export const useCategoryName = () => useContext(CategoryNameContext);
