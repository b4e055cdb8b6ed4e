import type { Executor } from "../../db/connect.js";
import { recountCategories } from "./categories.queries.js";

/**
 * What other modules ask of categories. Listing and shop writes recount the categories' product counts inside
 * their own transaction, so the counts never drift from the rows they count.
 */
export function categoriesService() {
  return { recount: (tx: Executor) => recountCategories(tx) };
}

export type CategoriesService = ReturnType<typeof categoriesService>;
