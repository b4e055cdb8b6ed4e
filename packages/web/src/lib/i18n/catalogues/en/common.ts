import { footerEn } from "./common-footer";
import { pagesEn } from "./common-pages";
import { shellEn } from "./common-shell";
import { uiEn } from "./common-ui";

/**
 * The shell's words in English (issue 20): the header's account menu, the phone's bottom bar, the footer and the
 * language switch; the headers, the shell's own pages and the shared components are in the `common-*.ts`
 * files beside it. Keys name what a string is for; `../hi/common.ts` must have every one (the type checks it).
 */
export const common = {
  language: {
    label: "Language",
    choose: "Choose your language",
    hint: "Saheli's menus, messages and e-mails follow your choice. Posts and listings stay as their authors wrote them.",
    changed: "Saheli now speaks English",
    failed:
      "We couldn't save your choice just now, so Saheli may not remember it next time. Please try again.",
  },
  nav: {
    primary: "Primary",
    home: "Home",
    post: "Post",
    radio: "Radio",
    "my-network": "My Network",
    network: "Network",
    chat: "Chat",
    shop: "Shop",
    cart: "Cart",
  },
  account: {
    menu: "Account",
    menuFor: "Account menu for {{name}}",
    hello: "Hello, {{name}}",
    sheetDescription: "Your profile, people and settings",
    people: "Your people",
    verified: "Verified",
    logout: "Logout",
    badge: { admin: "Admin", member: "Member", business: "Business" },
    links: {
      profile: "My Profile",
      "followed-shops": "Followed Shops",
      community: "Community",
      settings: "Settings",
      "manage-shop": "Manage Shop",
      "create-shop": "Create Shop",
      admin: "Admin Dashboard",
      "admin-verifications": "Verifications",
      "admin-reports": "Reports",
      "admin-broadcast": "Broadcast",
    },
    tiles: { connections: "Connections", followers: "Followers", following: "Following" },
  },
  connect: {
    title: "Connect with {{name}}",
    description:
      "Connections follow each other and see each other in My Network. Add a note so {{firstName}} knows why you'd like to connect.",
    note: "Note (optional)",
    placeholder: "Hi {{firstName}}, I'd love to connect…",
    count: "{{count}} of {{max}} characters",
    cancel: "Cancel",
    send: "Send request",
    sent: "Request sent to {{name}}",
  },
  footer: {
    about:
      "Saheli is where women entrepreneurs across India shop, connect and grow together: a marketplace of women-led businesses and the community behind them.",
    madeWithCare: "© {{year}} Saheli. Made with care in India.",
    ...footerEn,
  },
  ...shellEn,
  ...pagesEn,
  ...uiEn,
} as const;
