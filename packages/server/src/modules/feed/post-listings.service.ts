import { chosenListings, ShareMessages } from "@saheli/core/shoppable";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import { ownListingsOnSale } from "./post-listings.queries.js";

/**
 * The listings she may put on a post: at most 4, each her own and on sale now. Anything else refuses the whole
 * post, so she never publishes a post missing a product she thought she shared.
 */
export async function listingsToShare(db: Db, userId: string, requested: readonly string[] | undefined) {
  const choice = chosenListings(requested ?? []);
  if ("refused" in choice) throw AppError.badRequest(choice.refused);
  const hers = await ownListingsOnSale(db, userId, choice.ids);
  if (choice.ids.some((id) => !hers.has(id))) throw AppError.badRequest(ShareMessages.notYours);
  return choice.ids;
}
