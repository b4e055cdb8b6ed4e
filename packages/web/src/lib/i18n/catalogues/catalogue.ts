/** Another language's catalogue has every key of the English one, each with its own words. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
