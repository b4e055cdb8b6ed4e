import type { ShopCatalog } from "./types.js";

/** Pickles, organic pantry and kidswear: Amritsari Rasoi, Brahmaputra Organics, Little Lotus Kids. */
export const foodAndKidsCatalogs: readonly ShopCatalog[] = [
  {
    shop: "Amritsari Rasoi",
    physical: [
      {
        title: "Punjabi Mango Pickle - 500 g",
        category: "spices-pickles",
        price: 349,
        description:
          "Raw mango pickle (आम का अचार) sun-cured in mustard oil with fennel and kalonji, just like biji made. No preservatives.",
        tags: ["pickle", "mango pickle", "punjabi"],
      },
      {
        title: "Mixed Vegetable Pickle - 500 g",
        category: "spices-pickles",
        price: 299,
        description:
          "Carrot, cauliflower and turnip pickle in the Amritsari style: tangy, sweet and full of crunch.",
        tags: ["pickle", "mixed pickle", "winter special"],
      },
      {
        title: "Stuffed Red Chilli Pickle - 400 g",
        category: "spices-pickles",
        price: 379,
        description:
          "Fat red chillies stuffed with a mustard and fennel masala and matured for three weeks in the sun.",
        tags: ["pickle", "chilli pickle", "spicy"],
      },
      {
        title: "Lemon Ginger Pickle - Oil Free",
        category: "spices-pickles",
        price: 279,
        description:
          "An oil-free sweet and sour lemon pickle with ginger. Good for digestion and great with parathas.",
        tags: ["pickle", "oil free", "lemon"],
      },
      {
        title: "Amritsari Garam Masala - 200 g",
        category: "spices-pickles",
        price: 249,
        description:
          "Whole spices roasted and hand-pounded in small batches: black cardamom, cloves, cinnamon and more.",
        tags: ["garam masala", "spices", "hand pounded"],
      },
      {
        title: "Chole Masala - 200 g",
        category: "spices-pickles",
        price: 199,
        description:
          "Our famous chole masala with anardana and amchur. Dark, tangy and perfect with kulchas.",
        tags: ["chole masala", "spices"],
      },
      {
        title: "Pickle Tasting Box - 4 x 200 g",
        category: "spices-pickles",
        price: 899,
        description:
          "Mango, mixed vegetable, chilli and lemon pickles in a gift box. A favourite for Diwali hampers.",
        tags: ["pickle", "gift box", "diwali hamper"],
      },
      {
        title: "Cold-Pressed Mustard Oil - 1 L",
        category: "organic-food",
        price: 389,
        description: "Kachi ghani mustard oil pressed from seeds grown on our family farm near Tarn Taran.",
        tags: ["mustard oil", "cold pressed", "organic"],
      },
      {
        title: "Organic Jaggery Powder - 1 kg",
        category: "organic-food",
        price: 229,
        description: "Chemical-free jaggery powder from a women farmer cooperative. Rich, caramel sweetness.",
        tags: ["jaggery", "organic", "natural sweetener"],
      },
      {
        title: "Pinni Laddoo - Box of 12",
        category: "organic-food",
        price: 649,
        description: "Punjabi winter pinni made with desi ghee, whole wheat, dry fruits and gond.",
        tags: ["pinni", "sweets", "desi ghee"],
      },
    ],
    digital: [
      {
        title: "Biji's Pickle Recipes E-book",
        category: "digital-downloads",
        price: 199,
        description:
          "25 family pickle recipes with step-by-step photos, sun-curing tips and a shelf-life chart. PDF.",
        tags: ["recipes", "e-book", "pickle"],
      },
      {
        title: "Punjabi Festive Sweets Recipe Collection",
        category: "digital-downloads",
        price: 249,
        description:
          "Pinni, panjiri, gajrela and besan laddoo recipes with exact measures and festive menus. PDF.",
        tags: ["recipes", "sweets", "e-book"],
      },
    ],
  },
  {
    shop: "Brahmaputra Organics",
    physical: [
      {
        title: "Second Flush Assam Tea - 250 g",
        category: "organic-food",
        price: 449,
        description:
          "Malty, golden-tipped second flush from our family garden near Dibrugarh. Makes a strong, bright cup.",
        tags: ["assam tea", "organic", "second flush"],
      },
      {
        title: "Wild Forest Honey - 500 g",
        category: "organic-food",
        price: 549,
        description:
          "Raw, unprocessed honey gathered by forest communities in Karbi Anglong. Not heated, not filtered.",
        tags: ["honey", "raw honey", "organic"],
      },
      {
        title: "Joha Rice - Aromatic, 1 kg",
        category: "organic-food",
        price: 289,
        description:
          "Short-grain aromatic Joha rice from Assam, grown without chemicals by women farmer groups.",
        tags: ["joha rice", "organic", "assam"],
      },
      {
        title: "Black Rice (Chak-hao) - 1 kg",
        category: "organic-food",
        price: 329,
        description: "Manipuri black rice rich in antioxidants. Nutty and perfect for kheer.",
        tags: ["black rice", "superfood", "northeast"],
      },
      {
        title: "Bhut Jolokia Chilli Flakes - 100 g",
        category: "spices-pickles",
        price: 249,
        description:
          "Smoked ghost-pepper flakes from Assam. Use a pinch; it is one of the hottest chillies in the world.",
        tags: ["bhut jolokia", "chilli", "spicy"],
      },
      {
        title: "Assam Green Tea with Tulsi - 100 g",
        category: "organic-food",
        price: 299,
        description: "Hand-rolled green tea blended with tulsi from our kitchen garden.",
        tags: ["green tea", "tulsi", "wellness"],
      },
      {
        title: "Cold-Pressed Coconut Hair Oil - 200 ml",
        category: "beauty-wellness",
        price: 349,
        description: "Virgin coconut oil infused with hibiscus and curry leaves for strong, shiny hair.",
        tags: ["hair oil", "coconut oil", "natural"],
      },
      {
        title: "Muga Silk Cocoon Face Scrub",
        category: "beauty-wellness",
        price: 399,
        description: "A gentle face scrub with sericin from muga silk cocoons, rice flour and turmeric.",
        tags: ["skincare", "face scrub", "natural"],
      },
      {
        title: "Handmade Turmeric Soap - Pack of 3",
        category: "beauty-wellness",
        price: 299,
        description:
          "Cold-process soaps with Lakadong turmeric and cold-pressed oils. Gentle on sensitive skin.",
        tags: ["handmade soap", "turmeric", "skincare"],
      },
    ],
  },
  {
    shop: "Little Lotus Kids",
    physical: [
      {
        title: "Organic Cotton Jhabla Set - Pack of 5",
        category: "kids-baby",
        price: 999,
        description:
          "Soft front-tie jhablas in organic cotton with block printed animals. For babies 0 to 6 months.",
        tags: ["jhabla", "baby clothes", "organic cotton"],
      },
      {
        title: "Handmade Baby Quilt - Mulmul",
        category: "kids-baby",
        price: 1499,
        description:
          "A light four-layer mulmul quilt, hand-stitched and pre-washed. Gets softer with every wash.",
        tags: ["baby quilt", "mulmul", "handmade"],
      },
      {
        title: "Channapatna Wooden Stacking Toy",
        category: "kids-baby",
        price: 649,
        description:
          "A lacquer-finished stacking toy from Channapatna, coloured with vegetable dyes. Safe for little mouths.",
        tags: ["wooden toys", "channapatna", "toddler"],
      },
      {
        title: "Kids Festive Lehenga - Mustard and Pink",
        category: "kids-baby",
        price: 1899,
        description: "A twirl-ready cotton silk lehenga with a soft lining so it never itches. Ages 2 to 8.",
        tags: ["kids lehenga", "festive", "ethnic wear"],
      },
      {
        title: "Muslin Swaddle Wraps - Set of 3",
        category: "kids-baby",
        price: 899,
        description: "Breathable muslin swaddles in hand block prints, 110 x 110 cm.",
        tags: ["swaddle", "muslin", "newborn"],
      },
      {
        title: "Wooden Alphabet Puzzle - English and Hindi",
        category: "kids-baby",
        price: 799,
        description:
          "A two-sided wooden puzzle with English letters on one side and the Hindi varnamala on the other.",
        tags: ["puzzle", "learning", "wooden toys"],
      },
      {
        title: "Colouring Book - Festivals of India",
        category: "stationery-art",
        price: 249,
        description: "40 pages of festival scenes to colour, from Pongal to Eid to Bihu, on thick paper.",
        tags: ["colouring book", "kids", "festivals"],
      },
      {
        title: "Kids Cotton Kurta Pyjama - Ivory",
        category: "kids-baby",
        price: 899,
        description: "An easy cotton kurta pyjama for little boys and girls, with a soft elastic waist.",
        tags: ["kurta pyjama", "kids", "cotton"],
      },
    ],
    digital: [
      {
        title: "Printable Hindi Varnamala Worksheets",
        category: "digital-downloads",
        price: 149,
        description:
          "60 printable worksheets for tracing and learning Hindi letters, for ages 3 to 6. PDF, A4.",
        tags: ["printable", "worksheets", "hindi"],
      },
      {
        title: "Toddler Activity Planner - Printable",
        category: "digital-downloads",
        price: 199,
        description:
          "A year of week-by-week play ideas for toddlers, with checklists and milestone trackers. PDF.",
        tags: ["printable", "planner", "parenting"],
      },
    ],
  },
];
