import type { ShopCatalog } from "./types.js";

/** Jewellery, coir and Kantha: Lakshmi Temple Jewellery, Kochi Coir & Craft Collective, Kantha Katha. */
export const craftCatalogs: readonly ShopCatalog[] = [
  {
    shop: "Lakshmi Temple Jewellery",
    physical: [
      {
        title: "Kemp Stone Temple Necklace - Lakshmi Pendant",
        category: "jewellery",
        price: 6999,
        description:
          "Gold-plated silver temple necklace with red and green kemp stones and a Goddess Lakshmi pendant. Made by hand in Mylapore.",
        tags: ["temple jewellery", "necklace", "bridal"],
      },
      {
        title: "Temple Jhumkas - Peacock Motif",
        category: "jewellery",
        price: 2499,
        description:
          "Peacock jhumkas with pearl drops in gold-plated silver. Light enough for a full day of dancing.",
        tags: ["jhumkas", "temple jewellery", "earrings"],
      },
      {
        title: "Bharatanatyam Jewellery Set - Full",
        category: "jewellery",
        price: 12999,
        description:
          "A complete dance set: necklace, long haram, jhumkas, maang tikka, vanki and hip belt. Sized for arangetram performers.",
        tags: ["bharatanatyam", "dance jewellery", "temple jewellery"],
      },
      {
        title: "Oxidised Silver Choker - Coin Design",
        category: "jewellery",
        price: 1499,
        description: "Oxidised silver choker with antique coin detailing and an adjustable thread back.",
        tags: ["oxidised jewellery", "choker", "everyday"],
      },
      {
        title: "Kundan Maang Tikka - Pastel Pink",
        category: "jewellery",
        price: 1299,
        description: "Kundan maang tikka with pastel pink beads, handmade for sangeet and mehendi functions.",
        tags: ["kundan", "maang tikka", "wedding"],
      },
      {
        title: "Gold-Plated Vanki Armlet",
        category: "jewellery",
        price: 3499,
        description: "Traditional South Indian vanki armlet with kemp stones and an adjustable fit.",
        tags: ["vanki", "armlet", "temple jewellery"],
      },
      {
        title: "Pearl Drop Jhumkis - Everyday Gold",
        category: "jewellery",
        price: 899,
        description:
          "Small gold-plated jhumkis with freshwater pearl drops, made for daily wear to office and college.",
        tags: ["jhumkas", "pearl", "everyday"],
      },
      {
        title: "Temple Bangles - Pair",
        category: "jewellery",
        price: 4299,
        description:
          "A pair of carved temple bangles with Goddess motifs and kemp stone borders. Sizes 2.4 to 2.8.",
        tags: ["bangles", "temple jewellery"],
      },
      {
        title: "Silk Thread Jewellery Box - Handmade",
        category: "bags-accessories",
        price: 649,
        description:
          "A velvet-lined jewellery box wrapped in silk thread, with three compartments for earrings and rings.",
        tags: ["jewellery box", "gifting", "handmade"],
      },
      {
        title: "Nose Pin Set - Silver, Pack of 3",
        category: "jewellery",
        price: 499,
        description: "Three sterling silver nose pins in tiny flower, leaf and stud shapes. Nickel-free.",
        tags: ["nose pin", "silver", "minimal"],
      },
    ],
  },
  {
    shop: "Kochi Coir & Craft Collective",
    physical: [
      {
        title: "Handwoven Coir Doormat - Kerala Mural",
        category: "home-decor",
        price: 749,
        description:
          "Thick coir doormat woven and hand-painted with a Kerala mural border. Natural fibre, tough and long-lasting.",
        tags: ["coir", "doormat", "kerala"],
      },
      {
        title: "Screwpine Storage Baskets - Set of 3",
        category: "handicrafts",
        price: 1299,
        description:
          "Nesting baskets woven from screwpine leaves by women in Alappuzha. Great for toys, fruit or yarn.",
        tags: ["screwpine", "baskets", "storage"],
      },
      {
        title: "Banana Fibre Table Mats - Set of 6",
        category: "home-decor",
        price: 899,
        description: "Round table mats woven from banana bark fibre. Heat-safe and easy to wipe clean.",
        tags: ["banana fibre", "table mats", "eco friendly"],
      },
      {
        title: "Coconut Shell Diya Set - 6 Pieces",
        category: "handicrafts",
        price: 549,
        description:
          "Polished coconut shell diyas for Diwali and Karthigai, each one hand-carved and sealed.",
        tags: ["diyas", "coconut shell", "diwali"],
      },
      {
        title: "Brass Uruli - Floating Flower Bowl",
        category: "home-decor",
        price: 2999,
        description:
          "A traditional brass uruli, 10 inches wide, for floating flowers and candles at your doorway.",
        tags: ["brass", "uruli", "festive decor"],
      },
      {
        title: "Kathakali Wall Mask - Hand Painted",
        category: "handicrafts",
        price: 1899,
        description: "A lightweight Kathakali mask in papier-mache, painted by hand in natural pigments.",
        tags: ["kathakali", "wall decor", "kerala"],
      },
      {
        title: "Coir Plant Hanger - Macrame",
        category: "home-decor",
        price: 449,
        description: "A macrame plant hanger knotted from golden coir rope. Holds pots up to 8 inches.",
        tags: ["macrame", "coir", "plants"],
      },
      {
        title: "Woven Cane Laundry Basket",
        category: "handicrafts",
        price: 1599,
        description: "A lidded cane laundry basket with cotton lining, woven in Kochi.",
        tags: ["cane", "basket", "handmade"],
      },
    ],
    service: [
      {
        title: "Coir Weaving Weekend Workshop",
        category: "courses-workshops",
        price: 1499,
        description:
          "Three hours at our Fort Kochi studio learning coir weaving from our artisans. Take home your own mat.",
        tags: ["workshop", "coir", "kochi"],
        minutes: 180,
      },
    ],
  },
  {
    shop: "Kantha Katha",
    physical: [
      {
        title: "Kantha Stitch Silk Stole - Rust",
        category: "bags-accessories",
        price: 2199,
        description: "A reversible silk stole covered in running-stitch Kantha in rust, ochre and teal.",
        tags: ["kantha", "stole", "silk"],
      },
      {
        title: "Bengal Tant Cotton Saree - Red and White",
        category: "sarees-ethnic-wear",
        price: 1699,
        description:
          "Crisp tant cotton saree in classic laal-paar sada, woven in Shantipur. The saree for Durga Puja.",
        tags: ["tant saree", "cotton saree", "durga puja"],
      },
      {
        title: "Dhakai Jamdani Saree - Ivory and Gold",
        category: "sarees-ethnic-wear",
        price: 9999,
        description:
          "Soft handwoven jamdani with gold floral motifs floating across the body. Woven over six weeks.",
        tags: ["jamdani", "handloom", "saree"],
      },
      {
        title: "Kantha Embroidered Tote Bag",
        category: "bags-accessories",
        price: 1199,
        description: "A roomy cotton tote with a Kantha panel, inner pocket and zip. Fits a 14-inch laptop.",
        tags: ["kantha", "tote bag", "everyday"],
      },
      {
        title: "Kantha Quilt - Vintage Layered Cotton",
        category: "home-decor",
        price: 3899,
        description:
          "Five layers of soft vintage cotton saree, hand-quilted with Kantha. Each quilt is one of a kind.",
        tags: ["kantha", "quilt", "upcycled"],
      },
      {
        title: "Dokra Brass Figurine - Dancing Woman",
        category: "handicrafts",
        price: 1499,
        description: "Lost-wax cast Dokra figurine from Bankura, about 6 inches tall.",
        tags: ["dokra", "brass", "tribal art"],
      },
      {
        title: "Kantha Clutch - Indigo Flowers",
        category: "bags-accessories",
        price: 849,
        description: "A slim clutch with indigo Kantha flowers and a magnetic clasp.",
        tags: ["kantha", "clutch"],
      },
      {
        title: "Sholapith Durga Wall Hanging",
        category: "handicrafts",
        price: 999,
        description: "Delicate sholapith craft wall hanging of Maa Durga, made by artisans in Bardhaman.",
        tags: ["sholapith", "durga puja", "wall decor"],
      },
    ],
    service: [
      {
        title: "Alpana Art for Pujas and Weddings",
        category: "event-services",
        price: 3499,
        description:
          "Traditional Bengali alpana drawn by hand at your home or pandal with rice paste. Up to 40 sq ft.",
        tags: ["alpana", "rangoli", "wedding decor"],
        minutes: 180,
      },
      {
        title: "Festive Rangoli Design at Home",
        category: "event-services",
        price: 1999,
        description:
          "Colourful rangoli for Diwali, griha pravesh or housewarming, designed around your space.",
        tags: ["rangoli", "diwali", "home decor"],
        minutes: 120,
      },
    ],
  },
];
