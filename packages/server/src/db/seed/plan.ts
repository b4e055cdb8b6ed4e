import type { Storage } from "../../platform/storage.js";
import type { coworkingSpaces, listingImages, listingTags, serviceAvailability } from "../schema/index.js";
import { buildCategories, type CategoryRow, countProducts } from "./build-categories.js";
import { buildCoworking } from "./build-coworking.js";
import type { EducationRow, EndorsementRow, ExperienceRow, SkillRow } from "./build-details.js";
import { buildGraph, type ConnectionRow, type FollowRow } from "./build-graph.js";
import { buildJobs, type JobRow } from "./build-jobs.js";
import { buildListings, type ListingRow } from "./build-listings.js";
import { buildPeople, type ProfileRow } from "./build-people.js";
import { buildPosts, type PostListingRow, type PostRow } from "./build-posts.js";
import { buildReviews, type ReviewRow } from "./build-reviews.js";
import { buildShops, type ShopRow } from "./build-shops.js";
import { memberPeople } from "./content/members.js";
import type { DigitalFileJob } from "./digital-files.js";
import type { ImageJob } from "./images.js";

/** Every row and picture of the demo data, built in memory without touching the database. */
export type SeedPlan = {
  /** With follower, following and connection counts equal to the graph's rows. */
  profiles: ProfileRow[];
  follows: FollowRow[];
  connections: ConnectionRow[];
  experiences: ExperienceRow[];
  education: EducationRow[];
  skills: SkillRow[];
  endorsements: EndorsementRow[];
  categories: CategoryRow[];
  shops: ShopRow[];
  listings: ListingRow[];
  listingImages: (typeof listingImages.$inferInsert)[];
  listingTags: (typeof listingTags.$inferInsert)[];
  /** listings' and shops' average_rating and total_reviews are counted from these. */
  reviews: ReviewRow[];
  posts: PostRow[];
  /** The listings sellers' posts share (issue 21 §5). */
  postListings: PostListingRow[];
  /** Open jobs posted by shop owners for their shops. */
  jobs: JobRow[];
  /** The co-working spaces' details and every bookable service's hours (the spaces' only, so far). */
  coworkingSpaces: (typeof coworkingSpaces.$inferInsert)[];
  serviceAvailability: (typeof serviceAvailability.$inferInsert)[];
  images: ImageJob[];
  /** The digital listings' files their buyers download. */
  digitalFiles: DigitalFileJob[];
};

/** Pure and deterministic: the same base date gives the same plan. */
export function buildSeedPlan(base: Date, storage: Pick<Storage, "url">): SeedPlan {
  const people = buildPeople(base, storage);
  const graph = buildGraph(base, people.rows);
  const categories = buildCategories(base, storage);
  const listings = buildListings(base, storage, categories.bySeoName);
  const reviewers = memberPeople.flatMap((m) => people.byUsername.get(m.username) ?? []);
  const reviews = buildReviews(base, listings.rows, reviewers);
  const shops = buildShops(storage, people.byUsername, categories.bySeoName, listings.rows, reviews);
  // Built after everything else from its own sequence, so the data before it comes out as it always did.
  const coworking = buildCoworking(base, storage, categories.bySeoName);
  countProducts(categories.rows, [...listings.rows, ...coworking.listings]);
  const posts = buildPosts(base, people.byUsername, listings.rows);
  return {
    profiles: people.rows.map((row) => ({ ...row, ...graph.counts.get(row.id) })),
    follows: graph.follows,
    connections: graph.connections,
    experiences: graph.experiences,
    education: graph.education,
    skills: graph.skills,
    endorsements: graph.endorsements,
    categories: categories.rows,
    shops: shops.rows,
    listings: [...listings.rows, ...coworking.listings],
    listingImages: [...listings.imageRows, ...coworking.imageRows],
    listingTags: [...listings.tagRows, ...coworking.tagRows],
    reviews,
    posts: posts.rows,
    postListings: posts.listings,
    jobs: buildJobs(
      base,
      shops.rows,
      new Map([...people.byUsername].map(([username, row]) => [username, row.id])),
    ),
    coworkingSpaces: coworking.spaces,
    serviceAvailability: coworking.availability,
    images: [
      ...people.images,
      ...categories.images,
      ...shops.images,
      ...listings.images,
      ...coworking.images,
    ],
    digitalFiles: listings.files,
  };
}
