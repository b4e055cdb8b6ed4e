import type { ShopCatalog } from "./types.js";

/** Planners, templates, workshops and coaching: Kavya Creates Studio, Growth Circle Coaching. */
export const digitalCatalogs: readonly ShopCatalog[] = [
  {
    shop: "Kavya Creates Studio",
    digital: [
      {
        title: "Small Business Planner 2026 - Printable",
        category: "digital-downloads",
        price: 399,
        description:
          "A 120-page printable planner for home businesses: monthly goals, order tracker, stock sheet, GST summary and content calendar. PDF, A4 and A5.",
        tags: ["printable planner", "small business", "pdf"],
      },
      {
        title: "Instagram Post Templates for Saree Sellers",
        category: "digital-downloads",
        price: 599,
        description:
          "60 editable Canva templates for saree launches, sale posts, customer reviews and festive offers.",
        tags: ["canva templates", "instagram", "saree business"],
      },
      {
        title: "Festive Sale Poster Pack - Diwali Edition",
        category: "digital-downloads",
        price: 349,
        description: "25 Diwali sale posters and WhatsApp status designs you can edit in Canva in minutes.",
        tags: ["canva templates", "diwali", "marketing"],
      },
      {
        title: "Product Catalogue Template - Canva",
        category: "digital-downloads",
        price: 449,
        description:
          "A 16-page product catalogue template to share as PDF on WhatsApp. Swap in your photos and prices.",
        tags: ["catalogue", "canva templates", "whatsapp business"],
      },
      {
        title: "Order and Inventory Tracker - Google Sheets",
        category: "digital-downloads",
        price: 299,
        description:
          "Track orders, payments, stock and courier status in one sheet, with automatic monthly totals.",
        tags: ["google sheets", "inventory", "templates"],
      },
      {
        title: "Daily Gratitude Journal - Printable",
        category: "digital-downloads",
        price: 149,
        description: "A gentle 90-day printable journal with prompts in English and Hindi. PDF.",
        tags: ["printable", "journal", "self care"],
      },
      {
        title: "Wedding Planner Printable - Indian Weddings",
        category: "digital-downloads",
        price: 499,
        description:
          "Budget sheets, guest lists, vendor contacts and function-by-function checklists from roka to vidaai.",
        tags: ["wedding planner", "printable", "indian wedding"],
      },
      {
        title: "Brand Kit Template - Logo and Colours",
        category: "digital-downloads",
        price: 699,
        description:
          "A Canva brand kit: logo layouts, colour palettes, font pairings and a one-page brand guide.",
        tags: ["branding", "canva templates", "logo"],
      },
      {
        title: "Price Tag and Thank You Card Printables",
        category: "digital-downloads",
        price: 199,
        description:
          "Printable price tags, care cards and thank-you notes for handmade businesses. Editable PDF.",
        tags: ["printable", "packaging", "thank you cards"],
      },
      {
        title: "Meal Planner and Grocery List - Printable",
        category: "digital-downloads",
        price: 149,
        description: "Weekly Indian meal plans with grocery lists for busy working women. PDF.",
        tags: ["meal planner", "printable", "recipes"],
      },
      {
        title: "Rangoli Design Book - 50 Patterns",
        category: "digital-downloads",
        price: 249,
        description:
          "50 dot and freehand rangoli designs with step-by-step grids, from simple to festive. PDF.",
        tags: ["rangoli", "e-book", "diwali"],
      },
      {
        title: "Madhubani Colouring Pages for Adults",
        category: "digital-downloads",
        price: 199,
        description: "30 printable Madhubani line drawings to colour and frame. PDF.",
        tags: ["madhubani", "colouring", "printable"],
      },
    ],
    physical: [
      {
        title: "Handmade Paper Journal - Block Print Cover",
        category: "stationery-art",
        price: 549,
        description: "A 160-page journal of handmade cotton-rag paper with a hand block printed cover.",
        tags: ["journal", "handmade paper", "block print"],
      },
      {
        title: "Hand-Painted Diwali Greeting Cards - Set of 10",
        category: "stationery-art",
        price: 449,
        description: "Diwali cards painted by hand with diyas and marigolds, with kraft envelopes.",
        tags: ["greeting cards", "diwali", "hand painted"],
      },
    ],
    service: [
      {
        title: "Live Canva Workshop for Small Businesses",
        category: "courses-workshops",
        price: 999,
        description:
          "A two-hour live Zoom workshop: design your own posts, catalogues and reels covers in Canva. Recording included.",
        tags: ["workshop", "canva", "online class"],
        minutes: 120,
        online: true,
      },
      {
        title: "One-to-One Logo Design Session",
        category: "courses-workshops",
        price: 2499,
        description:
          "A 90-minute video session where we design your logo together, with final files the same day.",
        tags: ["logo design", "branding", "online"],
        minutes: 90,
        online: true,
      },
    ],
  },
  {
    shop: "Growth Circle Coaching",
    digital: [
      {
        title: "GST Invoice Templates - Excel and PDF",
        category: "digital-downloads",
        price: 299,
        description:
          "GST-compliant invoice, credit note and delivery challan templates with HSN and tax auto-totals.",
        tags: ["gst", "invoice", "templates"],
      },
      {
        title: "Pricing Calculator for Handmade Products",
        category: "digital-downloads",
        price: 399,
        description:
          "A spreadsheet that adds materials, labour, packaging, platform fees and GST so you price with profit.",
        tags: ["pricing", "spreadsheet", "small business"],
      },
      {
        title: "Business Plan Template for Women Founders",
        category: "digital-downloads",
        price: 799,
        description: "A fill-in business plan with examples, ready for MUDRA and bank loan applications.",
        tags: ["business plan", "mudra loan", "templates"],
      },
      {
        title: "E-book: From Hobby to Business",
        category: "digital-downloads",
        price: 349,
        description:
          "A practical e-book on registering, pricing, selling online and hiring your first helper.",
        tags: ["e-book", "small business", "startup"],
      },
      {
        title: "Recorded Course: Bookkeeping Basics",
        category: "courses-workshops",
        price: 1499,
        description: "Six short video lessons on bookkeeping for home businesses, with practice sheets.",
        tags: ["online course", "bookkeeping", "finance"],
      },
    ],
    service: [
      {
        title: "Business Coaching Session - 60 Minutes",
        category: "consulting-coaching",
        price: 2999,
        description:
          "A focused one-to-one call on your biggest challenge: pricing, growth, hiring or funding.",
        tags: ["business coaching", "mentorship", "online"],
        minutes: 60,
        online: true,
      },
      {
        title: "GST Registration Guidance Call",
        category: "consulting-coaching",
        price: 999,
        description:
          "We walk you through GST registration, composition scheme and your first returns, step by step.",
        tags: ["gst", "registration", "compliance"],
        minutes: 45,
        online: true,
      },
      {
        title: "Instagram Growth Strategy Session",
        category: "consulting-coaching",
        price: 1999,
        description: "An audit of your Instagram with a 30-day content plan built around your products.",
        tags: ["instagram", "social media", "marketing"],
        minutes: 60,
        online: true,
      },
      {
        title: "Funding Readiness Review",
        category: "consulting-coaching",
        price: 4999,
        description: "We review your numbers and pitch for MUDRA, Stand-Up India or angel funding.",
        tags: ["funding", "pitch", "mudra loan"],
        minutes: 90,
        online: true,
      },
      {
        title: "Three-Month Growth Mentorship",
        category: "consulting-coaching",
        price: 24999,
        description:
          "Twelve weekly calls, WhatsApp support and monthly reviews to grow your revenue with a clear plan.",
        tags: ["mentorship", "business coaching", "growth"],
        minutes: 60,
        online: true,
      },
    ],
  },
];
