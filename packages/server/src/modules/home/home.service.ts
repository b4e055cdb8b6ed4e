import type { HomeResponse } from "@saheli/core/contracts/home";
import type { Language } from "@saheli/core/i18n/languages";
import type { Db } from "../../db/connect.js";
import { homeSlides, listingCards, topCategories, topShops } from "./home.queries.js";

export const HOME_LIMITS = { slides: 6, categories: 12, featured: 8, services: 8, shops: 6 } as const;

export function homeService(deps: { db: Db }) {
  return {
    async getHome(language: Language = "en"): Promise<HomeResponse> {
      const [slides, categories, featured, services, shops] = await Promise.all([
        homeSlides(deps.db, HOME_LIMITS.slides),
        topCategories(deps.db, HOME_LIMITS.categories, language),
        listingCards(deps.db, {
          types: ["physical", "digital"],
          featuredOnly: true,
          limit: HOME_LIMITS.featured,
        }),
        listingCards(deps.db, { types: ["service"], featuredOnly: false, limit: HOME_LIMITS.services }),
        topShops(deps.db, HOME_LIMITS.shops),
      ]);
      return { slides, categories, featured, services, shops };
    },
  };
}
