/** The home page's words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const homeEn = {
  page: {
    title: "Saheli — shop, connect and grow together",
    loadFailed: "We couldn't load the marketplace",
    loading: "Loading the marketplace",
  },
  hero: {
    badge: "Made in India, by women, for everyone",
    titleStart: "Where women entrepreneurs ",
    titleHighlight: "shop, connect and grow",
    titleEnd: " together.",
    intro:
      "Discover products and services from women-led businesses across India, and meet the founders, makers and mentors behind them.",
    explore: "Explore the marketplace",
    join: "Join the community",
    promises: {
      shop: { title: "Shop women-led brands", text: "Handmade, homegrown and one of a kind." },
      services: { title: "Book trusted services", text: "Stylists, tutors, coaches and makers near you." },
      community: { title: "Grow with the community", text: "Advice, collaborations and cheerleaders." },
    },
  },
  slides: {
    label: "Highlights",
    carousel: "carousel",
    slide: "slide",
    position: "{{index}} of {{total}}",
    previous: "Previous slide",
    next: "Next slide",
  },
  sections: {
    seeAll: "See all",
    categories: {
      title: "Shop by category",
      subtitle: "From handloom sarees to home décor, all from women-led businesses.",
      seeAll: "See all categories",
      emptyTitle: "Categories are on their way",
      emptyText: "Shops are setting up their first listings.",
      items_one: "{{formatted}} item",
      items_other: "{{formatted}} items",
    },
    featured: {
      title: "Featured products",
      subtitle: "Hand-picked favourites our community loves right now.",
      seeAll: "See all featured products",
      emptyTitle: "No featured products yet",
      emptyText: "New favourites from women-led shops will appear here soon.",
    },
    services: {
      title: "Book a service",
      subtitle: "Stylists, tutors, coaches and creators you can book today.",
      seeAll: "See all services",
      emptyTitle: "No services to book yet",
      emptyText: "Women offering services will be listed here as they join.",
    },
    shops: {
      title: "Shops to discover",
      subtitle: "Meet the founders and makers behind the products.",
      seeAll: "See all shops",
      emptyTitle: "No shops yet",
      emptyText: "Be one of the first: open your shop on Saheli.",
    },
  },
} as const;
