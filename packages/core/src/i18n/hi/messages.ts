import type { MessageCatalogue } from "../message-groups";
import { admin } from "./messages/admin";
import { assistant } from "./messages/assistant";
import { auth } from "./messages/auth";
import { booking } from "./messages/booking";
import { cart } from "./messages/cart";
import { chat } from "./messages/chat";
import { coworking } from "./messages/coworking";
import { createShop } from "./messages/create-shop";
import { cursor } from "./messages/cursor";
import { dataExport } from "./messages/data-export";
import { event } from "./messages/event";
import { feed } from "./messages/feed";
import { group } from "./messages/group";
import { insights } from "./messages/insights";
import { job } from "./messages/job";
import { listing } from "./messages/listing";
import { listingTax } from "./messages/listing-tax";
import { liveness } from "./messages/liveness";
import { location } from "./messages/location";
import { newsletter } from "./messages/newsletter";
import { oAuth } from "./messages/o-auth";
import { order } from "./messages/order";
import { people } from "./messages/people";
import { profile } from "./messages/profile";
import { review } from "./messages/review";
import { saved } from "./messages/saved";
import { search } from "./messages/search";
import { shepay } from "./messages/shepay";
import { shop } from "./messages/shop";
import { shopFront } from "./messages/shop-front";
import { shopTax } from "./messages/shop-tax";
import { signInFlow } from "./messages/sign-in-flow";
import { stockCsv } from "./messages/stock-csv";
import { support } from "./messages/support";
import { tokenStore } from "./messages/token-store";
import { username } from "./messages/username";
import { verification } from "./messages/verification";

/**
 * Core's messages in Hindi (words from `docs/glossary-hi.md`), one file per group in `./messages/`. A group listed
 * here has all of its text messages (the type checks that); groups not yet here show in English.
 * `messages.test.ts` keeps the list honest.
 */
export const hiMessages = {
  admin,
  assistant,
  auth,
  booking,
  cart,
  chat,
  coworking,
  createShop,
  cursor,
  dataExport,
  event,
  feed,
  group,
  insights,
  job,
  listing,
  listingTax,
  liveness,
  location,
  newsletter,
  oAuth,
  order,
  people,
  profile,
  review,
  saved,
  search,
  shepay,
  shop,
  shopFront,
  shopTax,
  signInFlow,
  stockCsv,
  support,
  tokenStore,
  username,
  verification,
} satisfies MessageCatalogue;
