import type { CategorySeed } from "./types.js";

/** Top-level marketplace categories, in display order. */
export const categorySeeds: readonly CategorySeed[] = [
  {
    name: "Sarees & Ethnic Wear",
    nameHi: "साड़ी और एथनिक वियर",
    seoName: "sarees-ethnic-wear",
    description:
      "Handloom sarees, Chikankari kurtis, block print suits and festive ethnic wear from women weavers.",
    palette: ["#7b1e3a", "#c2185b", "#f4c542", "#fff8e7"],
    motif: "paisley",
  },
  {
    name: "Jewellery",
    nameHi: "ज्वेलरी",
    seoName: "jewellery",
    description: "Temple jewellery, oxidised silver, Kundan and handmade everyday jewellery.",
    palette: ["#4a1d6b", "#8e3fa8", "#e8c468", "#fffaf0"],
    motif: "mandala",
  },
  {
    name: "Home Decor",
    nameHi: "होम डेकोर",
    seoName: "home-decor",
    description: "Cushion covers, dhurries, brass diyas, wall hangings and handcrafted decor for every home.",
    palette: ["#0f5257", "#2a9d8f", "#f4a261", "#f8fff8"],
    motif: "diamonds",
  },
  {
    name: "Handicrafts",
    nameHi: "हस्तशिल्प",
    seoName: "handicrafts",
    description: "Coir, cane, terracotta, Madhubani and other crafts made by artisan women across India.",
    palette: ["#7f4f24", "#b5651d", "#ffd166", "#fffaf2"],
    motif: "dots",
  },
  {
    name: "Beauty & Wellness",
    nameHi: "ब्यूटी और वेलनेस",
    seoName: "beauty-wellness",
    description: "Cold-pressed oils, ubtan, herbal soaps and small-batch skincare.",
    palette: ["#9d4b73", "#e07a9b", "#fde2e4", "#ffffff"],
    motif: "waves",
  },
  {
    name: "Organic Food",
    nameHi: "ऑर्गेनिक खाना",
    seoName: "organic-food",
    description: "Millets, Assam tea, wild honey, jaggery and pantry staples from women-led farms.",
    palette: ["#386641", "#6a994e", "#f2e8cf", "#fffdf5"],
    motif: "dots",
  },
  {
    name: "Spices & Pickles",
    nameHi: "मसाले और अचार",
    seoName: "spices-pickles",
    description: "Home-style pickles, masalas and chutneys made in small batches.",
    palette: ["#9a031e", "#e36414", "#fb8b24", "#fff6e5"],
    motif: "paisley",
  },
  {
    name: "Kids & Baby",
    nameHi: "बच्चे और शिशु",
    seoName: "kids-baby",
    description: "Soft cotton jhablas, wooden toys, quilts and learning kits for little ones.",
    palette: ["#3a86ff", "#8ecae6", "#ffb703", "#ffffff"],
    motif: "dots",
  },
  {
    name: "Bags & Accessories",
    nameHi: "बैग और एक्सेसरीज़",
    seoName: "bags-accessories",
    description: "Potli bags, jute totes, Kantha clutches and stoles.",
    palette: ["#5f0f40", "#9a031e", "#fb8b24", "#fff4ec"],
    motif: "stripes",
  },
  {
    name: "Stationery & Art",
    nameHi: "स्टेशनरी और आर्ट",
    seoName: "stationery-art",
    description: "Handmade paper journals, hand-painted cards and original folk art.",
    palette: ["#264653", "#2a9d8f", "#e9c46a", "#fdfcf7"],
    motif: "stripes",
  },
  {
    name: "Digital Downloads",
    nameHi: "डिजिटल डाउनलोड",
    seoName: "digital-downloads",
    description:
      "E-books, printable planners, business templates and recipe collections to download instantly.",
    palette: ["#1d3557", "#457b9d", "#a8dadc", "#f1faee"],
    motif: "diamonds",
  },
  {
    name: "Courses & Workshops",
    nameHi: "कोर्स और वर्कशॉप",
    seoName: "courses-workshops",
    description: "Live and recorded workshops on crafts, cooking, design and running a small business.",
    palette: ["#3d405b", "#81b29a", "#f2cc8f", "#fffdf7"],
    motif: "waves",
  },
  {
    name: "Beauty Services",
    nameHi: "ब्यूटी सेवाएँ",
    seoName: "beauty-services",
    description: "Bridal mehendi, makeup, saree draping and grooming by trusted women professionals.",
    palette: ["#6d2e46", "#a26769", "#ecbeb4", "#fffaf8"],
    motif: "mandala",
  },
  {
    name: "Tailoring & Alterations",
    nameHi: "सिलाई और ऑल्टरेशन",
    seoName: "tailoring-alterations",
    description: "Blouse stitching, kurti tailoring, fall-pico and alterations with doorstep pick-up.",
    palette: ["#22577a", "#38a3a5", "#c7f9cc", "#ffffff"],
    motif: "stripes",
  },
  {
    name: "Event Services",
    nameHi: "इवेंट सेवाएँ",
    seoName: "event-services",
    description: "Haldi and mehendi decor, rangoli, return gifts and festive event planning.",
    palette: ["#9b2226", "#ca6702", "#ee9b00", "#fffbea"],
    motif: "mandala",
  },
  {
    name: "Wellness & Yoga",
    nameHi: "वेलनेस और योग",
    seoName: "wellness-yoga",
    description: "Online and in-person yoga, prenatal classes, meditation and nutrition guidance.",
    palette: ["#2d6a4f", "#52b788", "#d8f3dc", "#ffffff"],
    motif: "waves",
  },
  {
    name: "Consulting & Coaching",
    nameHi: "कंसल्टिंग और कोचिंग",
    seoName: "consulting-coaching",
    description: "Business coaching, GST and compliance help, branding and social media strategy.",
    palette: ["#14213d", "#3c6e71", "#fca311", "#ffffff"],
    motif: "diamonds",
  },
];

/**
 * Categories added after the first demo data, listed after `categorySeeds` (their pictures and dates come last in
 * the same seeded sequence) and kept out of the avatars' palettes, so everything made before comes out the same.
 */
export const laterCategorySeeds: readonly CategorySeed[] = [
  {
    name: "Co-working",
    nameHi: "को-वर्किंग स्पेस",
    seoName: "co-working",
    description:
      "Desks, cabins and meeting rooms in co-working spaces run by women, by the day or by the hour.",
    palette: ["#264653", "#2a9d8f", "#e9c46a", "#ffffff"],
    motif: "dots",
  },
];
