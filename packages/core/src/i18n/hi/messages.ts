import type { MessageCatalogue } from "../message-groups";
import { admin } from "./messages/admin";
import { aiCompose } from "./messages/ai-compose";
import { assistant } from "./messages/assistant";
import { auth } from "./messages/auth";
import { booking } from "./messages/booking";
import { call } from "./messages/call";
import { cart } from "./messages/cart";
import { chat } from "./messages/chat";
import { coworking } from "./messages/coworking";
import { createShop } from "./messages/create-shop";
import { cursor } from "./messages/cursor";
import { dataExport } from "./messages/data-export";
import { event } from "./messages/event";
import { feed } from "./messages/feed";
import { group } from "./messages/group";
import { imageEdit } from "./messages/image-edit";
import { insights } from "./messages/insights";
import { job } from "./messages/job";
import { linkPreview } from "./messages/link-preview";
import { listing } from "./messages/listing";
import { listingTax } from "./messages/listing-tax";
import { liveness } from "./messages/liveness";
import { location } from "./messages/location";
import { music } from "./messages/music";
import { newsletter } from "./messages/newsletter";
import { notification } from "./messages/notification";
import { oAuth } from "./messages/o-auth";
import { order } from "./messages/order";
import { people } from "./messages/people";
import { place } from "./messages/place";
import { profile } from "./messages/profile";
import { radio } from "./messages/radio";
import { review } from "./messages/review";
import { saved } from "./messages/saved";
import { search } from "./messages/search";
import { share } from "./messages/share";
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
import { voiceNote } from "./messages/voice-note";

/**
 * Core's messages in Hindi (words from `docs/glossary-hi.md`), one file per group in `./messages/`. A group listed
 * here has all of its text messages (the type checks that); groups not yet here show in English.
 * `messages.test.ts` keeps the list honest.
 */
export const hiMessages = {
  admin,
  aiCompose,
  assistant,
  auth,
  booking,
  call,
  cart,
  chat,
  coworking,
  createShop,
  cursor,
  dataExport,
  event,
  feed,
  group,
  imageEdit,
  insights,
  job,
  linkPreview,
  listing,
  listingTax,
  liveness,
  location,
  music,
  newsletter,
  notification,
  oAuth,
  order,
  people,
  place,
  profile,
  radio,
  review,
  saved,
  search,
  share,
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
  voiceNote,
} satisfies MessageCatalogue;
