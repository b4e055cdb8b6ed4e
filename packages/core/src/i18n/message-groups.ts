import { AdminMessages } from "../admin";
import { AiComposeMessages } from "../ai-compose";
import { AssistantMessages } from "../assistant";
import { AuthMessages } from "../auth";
import { BookingMessages } from "../bookings";
import { CallMessages } from "../calls";
import { CartMessages } from "../cart";
import { ChatMessages } from "../chat";
import { OAuthMessages, TokenStoreMessages } from "../connections";
import { ListingTaxMessages } from "../contracts/listings";
import { NewsletterMessages } from "../contracts/newsletter";
import { ShopTaxMessages } from "../contracts/shops";
import { CoworkingMessages } from "../coworking";
import { CreateShopMessages } from "../create-shop-gate";
import { CursorMessages } from "../cursor";
import { DataExportMessages } from "../data-export";
import { EventMessages } from "../events";
import { FeedMessages } from "../feed";
import { GroupMessages } from "../groups";
import { ImageEditMessages } from "../image-edit";
import { JobMessages } from "../jobs";
import { LinkPreviewMessages } from "../link-preview";
import { ListingMessages } from "../listings";
import { LivenessMessages } from "../liveness";
import { LocationMessages } from "../locations";
import { MusicMessages } from "../music";
import { NotificationMessages } from "../notifications";
import { OrderMessages } from "../orders";
import { PeopleMessages } from "../people";
import { PlaceMessages } from "../places";
import { ProfileMessages } from "../profile";
import { RadioMessages } from "../radio";
import { ReviewMessages } from "../reviews";
import { SavedMessages } from "../saved";
import { SearchMessages } from "../search";
import { ShepayMessages } from "../shepay";
import { ShopFrontMessages } from "../shop-front";
import { ShareMessages } from "../shoppable";
import { ShopMessages } from "../shops";
import { SignInFlowMessages } from "../sign-in-flow";
import { StockCsvMessages } from "../stock-csv";
import { SupportMessages } from "../support";
import { UsernameMessages } from "../usernames";
import { InsightsMessages } from "../vendor-insights";
import { VerificationMessages } from "../verification";
import { VoiceNoteMessages } from "../voice-notes";

/**
 * Every group of messages the rules in core speak, by a stable group name: the English text is the rule's own
 * constant, so a message has one source; a catalogue per language gives each `group.key` its words there
 * (`./hi/messages.ts`). A group joins here when its rules are in core.
 */
export const messageGroups = {
  aiCompose: AiComposeMessages,
  imageEdit: ImageEditMessages,
  linkPreview: LinkPreviewMessages,
  music: MusicMessages,
  notification: NotificationMessages,
  place: PlaceMessages,
  radio: RadioMessages,
  share: ShareMessages,
  voiceNote: VoiceNoteMessages,
  call: CallMessages,
  admin: AdminMessages,
  assistant: AssistantMessages,
  auth: AuthMessages,
  booking: BookingMessages,
  cart: CartMessages,
  chat: ChatMessages,
  coworking: CoworkingMessages,
  createShop: CreateShopMessages,
  cursor: CursorMessages,
  dataExport: DataExportMessages,
  event: EventMessages,
  feed: FeedMessages,
  group: GroupMessages,
  insights: InsightsMessages,
  job: JobMessages,
  listing: ListingMessages,
  listingTax: ListingTaxMessages,
  liveness: LivenessMessages,
  location: LocationMessages,
  newsletter: NewsletterMessages,
  oAuth: OAuthMessages,
  order: OrderMessages,
  people: PeopleMessages,
  profile: ProfileMessages,
  review: ReviewMessages,
  saved: SavedMessages,
  search: SearchMessages,
  shepay: ShepayMessages,
  shop: ShopMessages,
  shopFront: ShopFrontMessages,
  shopTax: ShopTaxMessages,
  signInFlow: SignInFlowMessages,
  stockCsv: StockCsvMessages,
  support: SupportMessages,
  tokenStore: TokenStoreMessages,
  username: UsernameMessages,
  verification: VerificationMessages,
};

export type MessageGroups = typeof messageGroups;
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
/** A language's words for the groups it has: every text message of a group it lists (functions are not text). */
export type MessageCatalogue = {
  [G in keyof MessageGroups]?: { [K in TextKeys<MessageGroups[G]>]: string };
};
