import type {
  CoworkingCities,
  CoworkingDetails,
  CoworkingSpacePage,
  coworkingInputSchema,
  coworkingSpacesQuerySchema,
  VendorCoworking,
} from "@saheli/core/contracts/coworking";
import { CoworkingLimits, CoworkingMessages, type PassType } from "@saheli/core/coworking";
import { encodeCursor } from "@saheli/core/cursor";
import type { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../errors.js";
import { cityCounts, ownedListing, removeSpace, saveSpace, spacePage } from "./coworking.queries.js";

type CoworkingInput = z.output<typeof coworkingInputSchema>;
type SpacesQuery = z.output<typeof coworkingSpacesQuerySchema>;

export type CoworkingServiceDeps = { db: Db };

/**
 * Co-working spaces (issue 19 §5): a vendor marks one of her services as a space (only her own: ownership in
 * every query's `where`), and anyone finds the spaces on sale by city. Booking a pass is booking the service.
 */
export function coworkingService({ db }: CoworkingServiceDeps) {
  async function mine(ownerId: string, listingId: string): Promise<VendorCoworking> {
    const row = await ownedListing(db, listingId, ownerId);
    if (!row) throw AppError.notFound(CoworkingMessages.notFound);
    const space = row.space?.city ? (row.space as CoworkingDetails) : null;
    return { listing: { id: row.id, title: row.title, slug: row.slug }, space };
  }

  async function mark(ownerId: string, listingId: string, input: CoworkingInput): Promise<VendorCoworking> {
    const saved = await db.transaction((tx) => saveSpace(tx, listingId, ownerId, input));
    if (!saved) {
      const row = await ownedListing(db, listingId, ownerId);
      if (!row) throw AppError.notFound(CoworkingMessages.notFound);
      throw AppError.badRequest(CoworkingMessages.notAService);
    }
    return mine(ownerId, listingId);
  }

  async function unmark(ownerId: string, listingId: string): Promise<void> {
    if (await removeSpace(db, listingId, ownerId)) return;
    const row = await ownedListing(db, listingId, ownerId);
    if (!row) throw AppError.notFound(CoworkingMessages.notFound);
    throw AppError.notFound(CoworkingMessages.notListed);
  }

  async function spaces(query: SpacesQuery): Promise<CoworkingSpacePage> {
    const limit = CoworkingLimits.pageSize;
    const rows = await spacePage(db, { city: query.city || undefined, after: query.cursor, limit });
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(({ cursor_at: _at, ...row }) => ({
        ...row,
        listing_type: "service" as const,
        pass_type: row.pass_type as PassType,
      })),
      next_cursor: rows.length > limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
    };
  }

  async function cities(): Promise<CoworkingCities> {
    return { items: await cityCounts(db) };
  }

  return { mine, mark, unmark, spaces, cities };
}

export type CoworkingService = ReturnType<typeof coworkingService>;
