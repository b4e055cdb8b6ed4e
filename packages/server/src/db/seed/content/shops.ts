import type { ShopSeed } from "./types.js";

const days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

function hours(weekday: string, saturday: string, sunday: string): Record<string, string> {
  return Object.fromEntries(days.map((day, i) => [day, i < 5 ? weekday : i === 5 ? saturday : sunday]));
}

const shopHours = hours("10:00-19:00", "10:00-17:00", "Closed");
const studioHours = hours("11:00-20:00", "11:00-20:00", "12:00-17:00");
const serviceHours = hours("09:00-20:00", "08:00-21:00", "08:00-21:00");

/** One shop per vendor; the demo vendor's shop comes first. */
export const shopSeeds: readonly ShopSeed[] = [
  {
    name: "Priya's Handloom Studio",
    ownerUsername: "priya_mehta",
    legalName: "Priya Handloom Studio LLP",
    description:
      "Banarasi silk, handloom cotton and hand block print sarees woven by artisan families in Varanasi. Every saree comes with a handloom mark and a note from its weaver.",
    categories: ["sarees-ethnic-wear", "home-decor", "bags-accessories"],
    address: {
      line1: "D 47/112 Ramapura, Luxa Road",
      city: "Varanasi",
      state: "Uttar Pradesh",
      postalCode: "221010",
    },
    phone: "+91 90000 00101",
    hours: shopHours,
    instagram: "priyashandloom",
    facebook: "priyashandloomstudio",
    gstin: "09AAKFP4821M1Z6",
  },
  {
    name: "Lakshmi Temple Jewellery",
    ownerUsername: "lakshmi_iyer",
    legalName: "Lakshmi Jewels",
    description:
      "Handcrafted temple jewellery in gold-plated silver and kemp stones, made in Mylapore for brides, dancers and everyone who loves South Indian heritage.",
    categories: ["jewellery", "bags-accessories"],
    address: {
      line1: "14 North Mada Street, Mylapore",
      city: "Chennai",
      state: "Tamil Nadu",
      postalCode: "600004",
    },
    phone: "+91 90000 00102",
    hours: shopHours,
    instagram: "lakshmitemplejewellery",
    gstin: "33AJXPI7342Q1Z2",
  },
  {
    name: "Amritsari Rasoi",
    ownerUsername: "gurpreet_kaur",
    legalName: "Amritsari Rasoi Foods",
    description:
      "Sun-dried pickles, hand-pounded masalas and Punjabi pantry favourites, made in small batches in our Amritsar kitchen. FSSAI registered.",
    categories: ["spices-pickles", "organic-food", "digital-downloads"],
    address: { line1: "112 Lawrence Road", city: "Amritsar", state: "Punjab", postalCode: "143001" },
    phone: "+91 90000 00103",
    hours: hours("09:00-18:00", "09:00-14:00", "Closed"),
    instagram: "amritsarirasoi",
    facebook: "amritsarirasoi",
    gstin: "03BGKPK5519D1Z8",
  },
  {
    name: "Kochi Coir & Craft Collective",
    ownerUsername: "meera_nair",
    legalName: "Kochi Coir and Craft Women's Collective",
    description:
      "Coir, screwpine and banana-fibre homeware handmade by 40 women artisans in Alappuzha and Kochi. Natural, durable and plastic-free.",
    categories: ["handicrafts", "home-decor", "courses-workshops"],
    address: {
      line1: "Near Bastion Bungalow, Fort Kochi",
      city: "Kochi",
      state: "Kerala",
      postalCode: "682001",
    },
    phone: "+91 90000 00104",
    hours: studioHours,
    instagram: "kochicoircraft",
  },
  {
    name: "Fatima Chikan Ghar",
    ownerUsername: "fatima_sheikh",
    legalName: "Fatima Chikan Ghar",
    description:
      "Hand-embroidered Lucknowi Chikankari kurtis, sarees and dupattas, plus a tailoring studio for blouses, alterations and custom fits.",
    categories: ["sarees-ethnic-wear", "tailoring-alterations"],
    address: {
      line1: "23 Chowk Bazaar, Near Gol Darwaza",
      city: "Lucknow",
      state: "Uttar Pradesh",
      postalCode: "226003",
    },
    phone: "+91 90000 00105",
    hours: shopHours,
    instagram: "fatimachikanghar",
    gstin: "09CXRPS2281H1Z4",
  },
  {
    name: "Brahmaputra Organics",
    ownerUsername: "pallavi_bora",
    legalName: "Brahmaputra Organics Private Limited",
    description:
      "Single-estate Assam tea, wild forest honey, black rice and natural skincare from women farmer groups of the Northeast.",
    categories: ["organic-food", "beauty-wellness"],
    address: { line1: "GS Road, Christian Basti", city: "Guwahati", state: "Assam", postalCode: "781005" },
    phone: "+91 90000 00106",
    hours: shopHours,
    instagram: "brahmaputraorganics",
    facebook: "brahmaputraorganics",
    gstin: "18AAHCB6620K1Z9",
  },
  {
    name: "Kavya Creates Studio",
    ownerUsername: "kavya_reddy",
    legalName: "Kavya Creates Design Studio",
    description:
      "Printable planners, Canva templates and business toolkits for women founders, plus live design workshops. Instant downloads.",
    categories: ["digital-downloads", "stationery-art", "courses-workshops"],
    address: {
      line1: "Plot 21, Road No. 12, Banjara Hills",
      city: "Hyderabad",
      state: "Telangana",
      postalCode: "500034",
    },
    phone: "+91 90000 00107",
    hours: studioHours,
    instagram: "kavyacreates",
  },
  {
    name: "Sunita's Mehendi & Makeup",
    ownerUsername: "sunita_patil",
    legalName: "Sunita Patil Beauty Services",
    description:
      "Bridal mehendi, party makeup and saree draping at your home or venue across Pune and Mumbai. Natural henna only.",
    categories: ["beauty-services", "event-services"],
    address: {
      line1: "Flat 6, Shanti Niwas, Karve Road",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411004",
    },
    phone: "+91 90000 00108",
    hours: serviceHours,
    instagram: "sunitasmehendi",
  },
  {
    name: "Shanti Yoga with Anjali",
    ownerUsername: "anjali_bhatt",
    legalName: "Shanti Yoga Studio",
    description:
      "Online and in-studio yoga for women: prenatal, postnatal, PCOS-friendly flows and meditation, with guides you can download.",
    categories: ["wellness-yoga", "digital-downloads", "beauty-wellness"],
    address: { line1: "56 Saket Nagar", city: "Indore", state: "Madhya Pradesh", postalCode: "452018" },
    phone: "+91 90000 00109",
    hours: hours("06:00-20:00", "06:00-12:00", "07:00-10:00"),
    instagram: "shantiyogaanjali",
  },
  {
    name: "Growth Circle Coaching",
    ownerUsername: "rashmi_menon",
    legalName: "Growth Circle Advisory LLP",
    description:
      "One-to-one business coaching, GST and compliance sessions and ready-to-use finance templates for women-led small businesses.",
    categories: ["consulting-coaching", "digital-downloads", "courses-workshops"],
    address: {
      line1: "3rd Floor, 100 Feet Road, Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560038",
    },
    phone: "+91 90000 00110",
    hours: hours("10:00-18:00", "10:00-13:00", "Closed"),
    instagram: "growthcirclecoaching",
    gstin: "29AAQFG3105N1Z1",
  },
  {
    name: "Little Lotus Kids",
    ownerUsername: "neha_joshi",
    legalName: "Little Lotus Kids",
    description:
      "Organic cotton jhablas, handmade quilts, wooden toys and printable activity sheets for babies and young children.",
    categories: ["kids-baby", "stationery-art"],
    address: {
      line1: "B-12 Sahjanand Society, Navrangpura",
      city: "Ahmedabad",
      state: "Gujarat",
      postalCode: "380009",
    },
    phone: "+91 90000 00111",
    hours: shopHours,
    instagram: "littlelotuskids",
    verified: false,
  },
  {
    name: "Kantha Katha",
    ownerUsername: "ritu_chatterjee",
    legalName: "Kantha Katha Crafts",
    description:
      "Kantha-stitched stoles, tant and jamdani sarees, bags and alpana art for pujas and weddings, by women artisans of Bengal.",
    categories: ["sarees-ethnic-wear", "bags-accessories", "event-services", "handicrafts"],
    address: {
      line1: "18 Hindustan Park, Gariahat",
      city: "Kolkata",
      state: "West Bengal",
      postalCode: "700029",
    },
    phone: "+91 90000 00112",
    hours: studioHours,
    instagram: "kanthakatha",
    facebook: "kanthakatha",
  },
];
