/**
 * Saheli's help centre (`support_knowledge_base`): written for the product as it is, kept in the code so every
 * deployment has them; `ensureHelpArticles` writes them at start-up. Ids are stable slugs: `/support/kb/{id}`.
 */
export type HelpArticle = { id: string; title: string; category: string; content: string };

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: "open-a-shop",
    title: "Opening your shop on Saheli",
    category: "Selling",
    content:
      "Any verified woman member can open one shop. Press Create Shop, give your shop a name, the categories you sell in, your contact details, opening hours and address, and save. Your shop gets its own page at saheli.in/shop/your-shop-name, and you become a vendor with a dashboard at /vendor/dashboard. You can change every detail later under Shop settings. If you have not been verified yet, Saheli asks you to finish verification first.",
  },
  {
    id: "add-listings",
    title: "Adding products, digital downloads and services",
    category: "Selling",
    content:
      "From your dashboard choose Add a listing. Pick physical product, digital product or service. Give it a title, a description, a price (and a sale price if it is on offer), up to 10 photos, variations such as size or colour, tags and a category. Physical products need a stock count; digital products need the file buyers receive, which stays private until someone buys it; services need a session length and whether you meet online or in person. Hide a listing at any time without deleting it.",
  },
  {
    id: "shipping",
    title: "Shipping charges and delivery",
    category: "Orders and delivery",
    content:
      "Each shop sends its own parcel, so your cart becomes one order per shop at checkout. Shipping is ₹50 for each shop with a parcel to send, and free when everything in your cart comes to more than ₹999; the cart and checkout show the charge for every shop before you pay. Sellers pack and send physical products from their own address and add the courier and tracking number (AWB) when it ships. Digital products are delivered as a download from your order page, and for a service the shop confirms your order and marks it done once she has served you. Add your delivery address with its 6-digit pincode so sellers know where to send your order.",
  },
  {
    id: "returns-and-refunds",
    title: "Returns and refunds",
    category: "Orders and delivery",
    content:
      "You can ask for a return within 30 days of delivery. Open the order under Your orders (/commerce/orders), choose Request a return, give the reason and add photos if something is wrong. The shop decides each request: it approves or declines it, and you are told either way in the app and by e-mail. When a return is approved, the shop refunds you. Orders paid online (UPI or card through Razorpay) are refunded the way you paid, through Razorpay; the money usually reaches you in 5–7 working days. For cash on delivery, the shop refunds you directly. If you cancel an order you paid online before it ships, the money goes back the same way without asking.",
  },
  {
    id: "verification",
    title: "Why Saheli verifies members, and how it works",
    category: "Account and safety",
    content:
      "Saheli is a place for women entrepreneurs, so posting, commenting, messaging, joining groups and opening a shop are for verified members. Verification takes a live selfie in your browser: you follow a few movements on screen so we know a real person is present, and our team (or our face-check provider, where it is switched on) confirms it. Everyone can browse and shop without being verified. Your selfie is used only for this check.",
  },
  {
    id: "verification-declined",
    title: "If your verification was declined",
    category: "Account and safety",
    content:
      "A selfie can be declined when the light is poor, the face is covered or the live check could not be completed. You can try again a few times: face a window or a lamp, remove sunglasses and masks, and follow the on-screen movements slowly. If it keeps failing, write to our support team from the Help centre and a person will look at your request.",
  },
  {
    id: "staying-safe",
    title: "Staying safe when buying, selling and meeting people",
    category: "Account and safety",
    content:
      "Keep conversations and payments on Saheli so there is a record if something goes wrong. Never share your sign-in code: Saheli will never ask for it. Be careful with anyone who asks you to pay outside the site, sends links to other payment pages or pushes you to decide quickly. When you meet someone from the community, choose a public place and tell a friend where you are going.",
  },
  {
    id: "block-and-report",
    title: "Blocking and reporting someone",
    category: "Account and safety",
    content:
      "Open the person's profile, choose the three-dot menu and pick Block User or Report Profile. Someone you block can no longer see your profile, follow you, connect, message or mention you, and they are not told. Reports go to Saheli's moderators, who review them and act on accounts that break the community rules. You can unblock people under Settings, Blocked people.",
  },
  {
    id: "delete-account",
    title: "Deleting your account",
    category: "Account and safety",
    content:
      "Go to Settings and choose Delete account. Your account is scheduled for deletion and you have 48 hours to change your mind: signing in and pressing Cancel deletion keeps everything. After 48 hours your profile, posts, messages, shop and personal data are removed for good, and your name disappears from other people's lists.",
  },
  {
    id: "sign-in-codes",
    title: "Signing in with a one-time code",
    category: "Getting started",
    content:
      "Saheli has no passwords. Enter your e-mail address or phone number and we send a 6-digit code that works for a few minutes. Type it in and you are signed in on that device. If the code does not arrive, check your spam folder, wait a minute and ask for a new one. You can also sign in with Google, Facebook or GitHub where they are offered.",
  },
  {
    id: "delivery-addresses",
    title: "Saving delivery addresses and pincodes",
    category: "Orders and delivery",
    content:
      "Save up to 10 delivery addresses and choose one as your default; the default is used first at checkout. Typing a 6-digit pincode fills in the city and state for you. You can also let your browser share your location to fill the address, if your browser allows it. Change the address you shop for at any time from the location picker at the top of the home page.",
  },
  {
    id: "cart-and-wishlist",
    title: "Your cart and wishlist",
    category: "Shopping",
    content:
      "Add products to your cart from any product page; the cart keeps the variations you chose and never holds more than the seller has in stock. If a price changes or an item sells out, the cart tells you when you next open it, and checkout tells you again before you pay. Tap the heart on a listing to save it to your wishlist, and move it to the cart whenever you are ready. If you shop before signing in, your cart joins your account when you sign in. When you are ready, press Checkout Now.",
  },
  {
    id: "messages",
    title: "Messaging members and shop owners",
    category: "Community",
    content:
      "Press Message on a profile or a shop to start a conversation, or New in Messages to write to one person or start a group. You can send text, photos, videos, voice notes and documents, reply to a message, react with an emoji, and edit or delete what you sent. You see when someone is typing and when they have read your message. Only verified members can send messages; anyone you have blocked cannot message you.",
  },
  {
    id: "notifications",
    title: "Notifications and browser alerts",
    category: "Community",
    content:
      "The bell shows reactions, comments, mentions, new followers of your shop, reviews, updates on your orders (confirmed, shipped, delivered, returns and refunds) and announcements from Saheli. Open a notification to go to what it is about, dismiss it with the cross, or mark everything as read. Under Settings, Notifications you choose which kinds you want and can turn on browser notifications, so messages reach you even when Saheli is closed.",
  },
  {
    id: "posting",
    title: "Posting in the community: posts, polls and events",
    category: "Community",
    content:
      "Share updates, photos and videos, ask the community with a poll, celebrate a milestone or invite people to an event. Choose who sees each post: everyone, your connections, or only you. Mention people with @ and add hashtags so others find your post. You can schedule a post for later and edit or delete it afterwards.",
  },
  {
    id: "connections",
    title: "Connections and following",
    category: "Community",
    content:
      "Follow people to see their posts in your feed; they do not need to approve it. A connection is two-way: send a request with a short note, and once it is accepted you both see each other's connections-only posts. Find people under My Network, where suggestions, search and your connections, followers and following lists live.",
  },
  {
    id: "reviews",
    title: "Rating and reviewing what you bought",
    category: "Shopping",
    content:
      "Only buyers can review: you can rate a product or service once your order of it has been delivered, from 1 to 5 stars, with a few words about it. Reviews written on a delivered order carry a Verified purchase mark. You can change or delete your review later. Sellers cannot review their own listings. A shop's rating is worked out from the ratings of all its listings, and the product page shows how the stars are spread.",
  },
  {
    id: "placing-an-order",
    title: "Checkout: placing an order and paying",
    category: "Orders and delivery",
    content:
      "Press Checkout Now in your cart, choose or add a delivery address, and give a phone number the courier or the shop can call. Your cart is split into one order per shop, because each shop sends its own parcel; checkout shows each shop's items, shipping and total, and one payment covers them all. Pay by cash on delivery where the shop offers it, for orders up to ₹10,000 per shop and to pincodes the shop delivers COD to; digital items are always paid online. Pay by UPI or card through Razorpay when online payment is available. Nothing is charged until you press Place order, and an online payment not completed within 30 minutes cancels the order. You get your order numbers (like SAH-2026-000123) on screen, by e-mail and in your notifications.",
  },
  {
    id: "tracking-orders",
    title: "Tracking, cancelling and your orders",
    category: "Orders and delivery",
    content:
      "All your orders are under Your orders (/commerce/orders), newest first, with their status and a search by order number. An order page shows every step with its time: placed, confirmed, packed, shipped (with the courier, tracking number and link), out for delivery and delivered. You can also track an order at /tracking by typing its order number; orders are shown only to the person who bought them and to their shop, so sign in first. You can cancel an order yourself until it ships; after that, ask for a return once it arrives. The order page also has your invoice as a PDF once the order is confirmed, and Reorder puts the same items back in your cart.",
  },
  {
    id: "digital-downloads",
    title: "Downloading digital purchases",
    category: "Orders and delivery",
    content:
      "Once a digital order is paid, open it under Your orders (/commerce/orders) and press Download beside the item. Each download link works for 24 hours; press Download again on the order page for a fresh one. Each purchase can be downloaded up to 5 times, so keep the file somewhere safe.",
  },
  {
    id: "handling-orders",
    title: "Handling orders as a seller",
    category: "Selling",
    content:
      "New orders appear under Orders in your vendor area (/vendor/orders), with a count on the tab, and you are told in the app and by e-mail. Accept an order, pack it (print the packing slip), and mark it shipped with the courier and tracking number (AWB); then out for delivery and delivered. You can cancel an order with a reason. When a buyer asks for a return within 30 days of delivery, you see her reason and photos and approve or decline it; an approved return of an online payment is refunded to her through Razorpay when you mark it refunded, and for cash on delivery you refund her directly. Choose in Shop settings whether you take cash on delivery and which pincodes you cannot deliver it to.",
  },
];
