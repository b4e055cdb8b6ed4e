import type { ShopCatalog } from "./types.js";

/** Mehendi, makeup and yoga: Sunita's Mehendi & Makeup, Shanti Yoga with Anjali. */
export const serviceCatalogs: readonly ShopCatalog[] = [
  {
    shop: "Sunita's Mehendi & Makeup",
    service: [
      {
        title: "Bridal Mehendi - Full Hands and Feet",
        category: "beauty-services",
        price: 11000,
        description:
          "Intricate bridal mehendi with portraits, baraat scenes and your partner's name hidden in the design. Natural henna, deep stain.",
        tags: ["mehendi", "bridal mehendi", "wedding"],
        minutes: 300,
      },
      {
        title: "Arabic Mehendi for Guests - Per Person",
        category: "beauty-services",
        price: 500,
        description: "Quick, elegant Arabic mehendi on both hands for wedding and sangeet guests.",
        tags: ["mehendi", "arabic mehendi", "sangeet"],
        minutes: 20,
      },
      {
        title: "Karva Chauth Mehendi at Home",
        category: "beauty-services",
        price: 1200,
        description: "Traditional mehendi at your doorstep for Karva Chauth, Teej and festive evenings.",
        tags: ["mehendi", "karva chauth", "festive"],
        minutes: 60,
      },
      {
        title: "Bridal HD Makeup with Hairstyling",
        category: "beauty-services",
        price: 18000,
        description:
          "HD bridal makeup, hairstyle, draping and dupatta setting, with a trial session included.",
        tags: ["bridal makeup", "hairstyling", "wedding"],
        minutes: 180,
      },
      {
        title: "Party Makeup and Hairdo",
        category: "beauty-services",
        price: 3500,
        description: "Soft glam or bold look for receptions, parties and photo shoots, at your home.",
        tags: ["party makeup", "hairstyling"],
        minutes: 90,
      },
      {
        title: "Saree Draping - Nauvari and Modern Styles",
        category: "beauty-services",
        price: 800,
        description:
          "Expert draping in Nauvari, Bengali, Gujarati or pre-pleated modern styles, with pinning.",
        tags: ["saree draping", "nauvari", "wedding"],
        minutes: 30,
      },
      {
        title: "Online Mehendi Basics Class",
        category: "courses-workshops",
        price: 799,
        description:
          "Learn cone making, basic strokes and three simple mehendi designs in a live online class.",
        tags: ["mehendi", "online class", "workshop"],
        minutes: 90,
        online: true,
      },
      {
        title: "Haldi and Mehendi Function Decor",
        category: "event-services",
        price: 14999,
        description:
          "Marigold backdrops, floor seating, props and a photo corner for your haldi or mehendi function.",
        tags: ["haldi decor", "mehendi function", "event decor"],
        minutes: 240,
      },
    ],
  },
  {
    shop: "Shanti Yoga with Anjali",
    service: [
      {
        title: "Prenatal Yoga - Online Group Class",
        category: "wellness-yoga",
        price: 1499,
        description: "Eight gentle, doctor-approved prenatal classes over four weeks, live on Zoom.",
        tags: ["prenatal yoga", "online class", "pregnancy"],
        minutes: 60,
        online: true,
      },
      {
        title: "Private Yoga Session - One to One",
        category: "wellness-yoga",
        price: 999,
        description:
          "A personal session planned around your body, goals and any injuries. Online or in Indore.",
        tags: ["yoga", "private class", "wellness"],
        minutes: 60,
        online: true,
      },
      {
        title: "Yoga for PCOS - Four Week Programme",
        category: "wellness-yoga",
        price: 2499,
        description: "Twelve live classes with breathwork, asanas and lifestyle tips for women with PCOS.",
        tags: ["pcos", "yoga", "women health"],
        minutes: 45,
        online: true,
      },
      {
        title: "Morning Meditation Circle",
        category: "wellness-yoga",
        price: 599,
        description:
          "Start your day calm: a month of 30-minute guided meditations, Monday to Friday at 6:30 am.",
        tags: ["meditation", "mindfulness", "online class"],
        minutes: 30,
        online: true,
      },
      {
        title: "Postnatal Recovery Yoga",
        category: "wellness-yoga",
        price: 1799,
        description: "Gentle core and pelvic floor work for new mothers, six weeks after delivery or later.",
        tags: ["postnatal yoga", "new mothers", "wellness"],
        minutes: 45,
        online: true,
      },
    ],
    digital: [
      {
        title: "E-book: Yoga for Busy Women",
        category: "digital-downloads",
        price: 299,
        description:
          "Fifteen-minute routines for mornings, desk breaks and bedtime, with illustrated poses. PDF.",
        tags: ["e-book", "yoga", "self care"],
      },
      {
        title: "Seven Day Sattvic Meal Plan",
        category: "digital-downloads",
        price: 249,
        description: "A week of simple sattvic recipes with a grocery list and prep plan. PDF.",
        tags: ["recipes", "meal plan", "wellness"],
      },
      {
        title: "Guided Pranayama Audio Pack",
        category: "wellness-yoga",
        price: 349,
        description: "Seven guided breathing practices in Hindi and English, as MP3 downloads.",
        tags: ["pranayama", "audio", "breathwork"],
      },
    ],
    physical: [
      {
        title: "Ayurvedic Ubtan Face Pack - 100 g",
        category: "beauty-wellness",
        price: 399,
        description:
          "A traditional ubtan of chickpea flour, turmeric, sandalwood and rose, made in small batches.",
        tags: ["ubtan", "skincare", "ayurvedic"],
      },
    ],
  },
];
