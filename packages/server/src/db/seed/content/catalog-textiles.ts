import type { ShopCatalog } from "./types.js";

/** Sarees, kurtis, Kantha and tailoring: Priya's Handloom Studio, Fatima Chikan Ghar, Kantha Katha. */
export const textileCatalogs: readonly ShopCatalog[] = [
  {
    shop: "Priya's Handloom Studio",
    physical: [
      {
        title: "Banarasi Katan Silk Saree - Royal Blue",
        category: "sarees-ethnic-wear",
        price: 18999,
        description:
          "Pure katan silk Banarasi saree with real zari buta, woven over 21 days on a pit loom in Varanasi. Comes with an unstitched blouse piece and a Silk Mark tag.",
        tags: ["banarasi", "silk saree", "wedding", "handloom"],
      },
      {
        title: "Banarasi Tissue Saree - Rose Gold",
        category: "sarees-ethnic-wear",
        price: 14499,
        description:
          "Lightweight tissue Banarasi saree with a shimmering rose-gold body and a meenakari border. A favourite for receptions and festive evenings.",
        tags: ["banarasi", "tissue saree", "festive"],
      },
      {
        title: "Banarasi Georgette Saree - Emerald",
        category: "sarees-ethnic-wear",
        price: 8999,
        description:
          "Soft georgette Banarasi saree in emerald green with a silver zari jaal. Drapes beautifully and is easy to carry all day.",
        tags: ["banarasi", "georgette", "party wear"],
      },
      {
        title: "Hand Block Print Cotton Saree - Indigo Dabu",
        category: "sarees-ethnic-wear",
        price: 2499,
        description:
          "Mud-resist dabu block print on handloom mul cotton, dyed in natural indigo. Breathable, soft and perfect for office wear.",
        tags: ["block print", "cotton saree", "indigo", "everyday"],
      },
      {
        title: "Sanganeri Block Print Saree - Mustard Buti",
        category: "sarees-ethnic-wear",
        price: 1899,
        description:
          "Classic Sanganeri floral buti hand block printed on soft cotton. Colours are azo-free and fast; wash separately for the first time.",
        tags: ["block print", "sanganeri", "cotton saree"],
      },
      {
        title: "Ajrakh Modal Silk Saree - Madder Red",
        category: "sarees-ethnic-wear",
        price: 5499,
        description:
          "Ajrakh printed with natural madder and indigo in 14 stages by a Kutch artisan family. Modal silk gives a gentle sheen and fall.",
        tags: ["ajrakh", "block print", "modal silk"],
      },
      {
        title: "Handloom Linen Saree - Ivory with Silver Border",
        category: "sarees-ethnic-wear",
        price: 4299,
        description:
          "Handwoven linen saree in ivory with a slim silver zari border. Crisp, elegant and kind to the summer heat.",
        tags: ["linen saree", "handloom", "minimal"],
      },
      {
        title: "Banarasi Silk Dupatta - Magenta",
        category: "sarees-ethnic-wear",
        price: 3299,
        description:
          "Magenta Banarasi silk dupatta with gold zari booti and tassels. Lifts a plain kurta instantly.",
        tags: ["banarasi", "dupatta", "festive"],
      },
      {
        title: "Block Print Kurti Set - Sage Green",
        category: "sarees-ethnic-wear",
        price: 1799,
        description:
          "Straight-cut cotton kurti with matching pants in hand block print, with side pockets. Sizes S to XXL.",
        tags: ["kurti", "block print", "cotton"],
      },
      {
        title: "Brocade Cushion Covers - Set of 5",
        category: "home-decor",
        price: 1499,
        description:
          "Cushion covers made from Banarasi brocade offcuts so nothing from the loom goes to waste. 16 x 16 inches, with zips.",
        tags: ["cushion covers", "brocade", "upcycled"],
      },
      {
        title: "Handloom Cotton Table Runner - Temple Border",
        category: "home-decor",
        price: 899,
        description:
          "A six-seater table runner in handloom cotton with a woven temple border. Machine washable.",
        tags: ["table runner", "handloom", "dining"],
      },
      {
        title: "Banarasi Brocade Potli Bag - Maroon",
        category: "bags-accessories",
        price: 749,
        description:
          "Drawstring potli in maroon brocade with a bead tassel. Fits a phone, keys and lipstick.",
        tags: ["potli bag", "brocade", "wedding"],
      },
    ],
  },
  {
    shop: "Fatima Chikan Ghar",
    physical: [
      {
        title: "Chikankari Cotton Kurti - Mint Green",
        category: "sarees-ethnic-wear",
        price: 1599,
        description:
          "Hand-embroidered Lucknowi Chikankari on soft mul cotton: bakhiya and phanda stitches by women karigars. Sizes S to XXL.",
        tags: ["chikankari", "kurti", "lucknowi"],
      },
      {
        title: "Chikankari Georgette Kurti - Powder Pink",
        category: "sarees-ethnic-wear",
        price: 2299,
        description:
          "Georgette kurti with dense Chikankari jaal work and a cotton slip. Ideal for Eid and festive lunches.",
        tags: ["chikankari", "kurti", "festive"],
      },
      {
        title: "Chikankari Mul Saree - White on White",
        category: "sarees-ethnic-wear",
        price: 6499,
        description:
          "White-on-white Chikankari saree with shadow work all over the pallu. Takes our karigars nearly a month.",
        tags: ["chikankari", "saree", "shadow work"],
      },
      {
        title: "Chikankari Anarkali - Lavender",
        category: "sarees-ethnic-wear",
        price: 4899,
        description:
          "Floor-length Anarkali in lavender georgette with Chikankari yoke and sequin highlights.",
        tags: ["chikankari", "anarkali", "party wear"],
      },
      {
        title: "Chikankari Men's Kurta - Sky Blue",
        category: "sarees-ethnic-wear",
        price: 1899,
        description:
          "A gift for the men in your life: cotton kurta with Chikankari on the placket and cuffs.",
        tags: ["chikankari", "kurta", "gifting"],
      },
      {
        title: "Chikankari Dupatta - Peach Chiffon",
        category: "sarees-ethnic-wear",
        price: 1299,
        description: "Chiffon dupatta with Chikankari butis and a scalloped edge. Pairs with any plain suit.",
        tags: ["chikankari", "dupatta"],
      },
      {
        title: "Chikankari Short Kurti - Lemon Yellow",
        category: "sarees-ethnic-wear",
        price: 999,
        description:
          "Short cotton kurti with Chikankari on the neckline, great with jeans for college or work.",
        tags: ["chikankari", "kurti", "everyday"],
      },
      {
        title: "Chikankari Palazzo Set - Off White",
        category: "sarees-ethnic-wear",
        price: 2799,
        description: "Kurti and palazzo set in cotton with matching Chikankari on both pieces. Relaxed fit.",
        tags: ["chikankari", "palazzo set", "cotton"],
      },
      {
        title: "Chikankari Kids Kurta - Festive White",
        category: "kids-baby",
        price: 799,
        description:
          "Soft cotton kurta for children aged 2 to 10 with Chikankari on the yoke. Gentle on young skin.",
        tags: ["chikankari", "kids", "festive"],
      },
    ],
    service: [
      {
        title: "Designer Blouse Stitching",
        category: "tailoring-alterations",
        price: 1199,
        description:
          "Custom-fit saree blouse with lining, padding and your choice of neckline. Measurements at our Chowk studio or by video call.",
        tags: ["blouse stitching", "tailoring", "saree blouse"],
        minutes: 45,
      },
      {
        title: "Kurti Stitching from Your Fabric",
        category: "tailoring-alterations",
        price: 699,
        description: "Bring your fabric and we stitch a kurti to your measurements in 5 working days.",
        tags: ["kurti", "tailoring", "custom fit"],
        minutes: 30,
      },
      {
        title: "Saree Fall, Pico and Tassels",
        category: "tailoring-alterations",
        price: 249,
        description:
          "Fall, pico and tassel work for any saree, ready in 2 days. Doorstep pick-up within Lucknow.",
        tags: ["saree fall", "pico", "alterations"],
        minutes: 20,
      },
      {
        title: "Alterations Online Fit Consultation",
        category: "tailoring-alterations",
        price: 299,
        description:
          "A video call with our master tailor to plan alterations for kurtis, blouses and lehengas.",
        tags: ["alterations", "consultation", "online"],
        minutes: 30,
        online: true,
      },
    ],
  },
];
