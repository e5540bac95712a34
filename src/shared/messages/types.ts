/** The shape another language must give a domain's Turkish texts: the same keys, any string. */
export type Translation<T> = { readonly [K in keyof T]: string };
