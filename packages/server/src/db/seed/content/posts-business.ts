import type { PostSeed } from "./types.js";

/** Milestones, product news and shop life, mostly from vendors. */
export const businessPosts: readonly PostSeed[] = [
  {
    author: "priya_mehta",
    type: "celebration",
    occasion: "milestone",
    content:
      "We just packed our 100th order! 🎉 A year ago I was selling Banarasi sarees to neighbours from my living room. Thank you to every weaver family and every customer who trusted a small studio. #100orders #handloom #Banarasi",
  },
  {
    author: "priya_mehta",
    listing: "Hand Block Print Cotton Saree - Indigo Dabu",
    content:
      "Fresh from the dye vats: our indigo dabu block print sarees are back in stock. Each one is hand printed with mud resist and dyed three times for that deep blue. #blockprint #sarees #indigo",
  },
  {
    author: "fatima_sheikh",
    content:
      "Festive season update: our karigar sisters have finished 240 Chikankari kurtis this month, the most we have ever made. Orders placed before Friday ship in 3 days. #Chikankari #festiveorders #Lucknow",
  },
  {
    author: "fatima_sheikh",
    listing: "Chikankari Cotton Kurti - Mint Green",
    content:
      "The mint green Chikankari kurti that sold out twice is back! Soft mul cotton, hand embroidered, sizes S to XXL. #Chikankari #kurti",
  },
  {
    author: "gurpreet_kaur",
    content:
      "Biji's mango pickle batch for the winter is sunning on the terrace. 60 jars, every one pre-booked. Next batch in two weeks, DM to reserve. #pickle #homemade #Amritsar",
  },
  {
    author: "gurpreet_kaur",
    type: "celebration",
    occasion: "milestone",
    content:
      "Got our FSSAI registration today! It took three visits and a lot of paperwork, but Amritsari Rasoi is now officially licensed. Thank you @kavita_singh and @roshni_pillai for guiding me. #FSSAI #foodbusiness",
  },
  {
    author: "lakshmi_iyer",
    content:
      "A young dancer came in today for her arangetram jewellery. Her mother wore my grandmother's set for her own arangetram 30 years ago. Some days this work is pure joy. #templejewellery #Bharatanatyam #Chennai",
  },
  {
    author: "lakshmi_iyer",
    listing: "Temple Jhumkas - Peacock Motif",
    content:
      "Peacock jhumkas restocked in time for the wedding season. Light, comfortable and handmade in Mylapore. #jewellery #jhumkas",
  },
  {
    author: "meera_nair",
    content:
      "Our coir collective crossed 40 women artisans this month. Every member now earns at least ₹9,000 a month from home. Small steps, big change. #womenartisans #Kerala #coir",
  },
  {
    author: "meera_nair",
    content:
      "Hosting a coir weaving workshop at our Fort Kochi studio this Saturday. Twelve seats, all materials provided, and you take home your own doormat. Tag a friend who loves crafts! #workshop #Kochi #handmade",
  },
  {
    author: "pallavi_bora",
    content:
      "The second flush harvest is in and the tea smells like malt and honey this year. Our women pluckers worked through the rain. Pre-orders open now. #AssamTea #organic #Northeast",
  },
  {
    author: "pallavi_bora",
    listing: "Wild Forest Honey - 500 g",
    content:
      "Raw wild honey from Karbi Anglong, collected by forest communities and never heated. Limited jars this season. #honey #organic",
  },
  {
    author: "kavya_reddy",
    content:
      "Launched my 2026 Small Business Planner today: order tracker, stock sheet, GST summary and content calendar in one printable. Made with feedback from so many of you here. #planner #smallbusiness",
  },
  {
    author: "kavya_reddy",
    type: "article",
    articleTitle: "Five Canva tricks that save me hours every week",
    content:
      "Five Canva tricks that save me hours every week: 1) Brand Kit for fonts and colours. 2) Bulk Create for price tags. 3) Magic Resize for WhatsApp, Instagram and catalogue sizes. 4) Folders per festival. 5) Templates for every repeat post. Save this for later! #Canva #marketing #smallbusiness",
  },
  {
    author: "sunita_patil",
    content:
      "Five brides this week across Pune and Nashik! My team of three did 22 hands of bridal mehendi. Feet up and haldi-doodh tonight. #mehendi #bridalmehendi #weddingseason",
  },
  {
    author: "sunita_patil",
    content:
      "नवरात्रि और दिवाली के बाद शादियों का सीज़न शुरू! Booking dates for December and January now. Natural henna only, no chemicals ever. #mehendi #Pune",
  },
  {
    author: "anjali_bhatt",
    content:
      "Our new Yoga for PCOS batch starts Monday. Twelve live classes, breathwork and simple food habits. Many of you asked for an evening slot, so it is at 7 pm. #yoga #PCOS #womenshealth",
  },
  {
    author: "anjali_bhatt",
    type: "celebration",
    occasion: "anniversary",
    content:
      "Three years of Shanti Yoga today! We started with four students on a terrace in Indore. Today 600+ women practise with us online from 40 cities. Grateful. #yoga #anniversary",
  },
  {
    author: "rashmi_menon",
    content:
      "Pricing tip: add up materials, your labour at a fair hourly rate, packaging, platform fees and GST, then add your profit. If the number scares you, your product is probably underpriced. #pricing #smallbusiness #womenfounders",
  },
  {
    author: "rashmi_menon",
    type: "article",
    articleTitle: "MUDRA loans explained for home businesses",
    content:
      "MUDRA loans explained: Shishu up to ₹50,000, Kishore up to ₹5 lakh, Tarun up to ₹10 lakh, no collateral. Keep your Udyam registration, bank statements and a simple business plan ready. Questions welcome below! #MUDRA #funding #womenentrepreneurs",
  },
  {
    author: "neha_joshi",
    content:
      "Our organic cotton jhablas were tested by the harshest critics: my twins. Zero rashes, lots of giggles. New animal prints drop this weekend. #babyclothes #organiccotton #Ahmedabad",
  },
  {
    author: "neha_joshi",
    listing: "Channapatna Wooden Stacking Toy",
    content:
      "Plastic-free play: our Channapatna stacking toys are coloured with vegetable dyes and made in Karnataka. Perfect first birthday gift. #woodentoys #Channapatna",
  },
  {
    author: "ritu_chatterjee",
    content:
      "Durga Puja rush is over and I finally slept 8 hours! 150 tant sarees and 60 Kantha stoles went to homes across India. Our Birbhum artisans are already stitching for winter. #Kantha #DurgaPuja #Kolkata",
  },
  {
    author: "ritu_chatterjee",
    content:
      "Alpana bookings for weddings are open. Rice paste, hands and a lot of love, just as our grandmothers drew it. @sunita_patil shall we do a Pune-Kolkata wedding collab some day? #alpana #wedding",
  },
  {
    author: "priya_mehta",
    content:
      "Our weavers in Varanasi asked me to say thank you: orders from this community kept all 14 looms running through the monsoon. This is what community commerce means. #Banarasi #weavers #handloom",
  },
  {
    author: "lakshmi_iyer",
    type: "celebration",
    occasion: "milestone",
    content:
      "Lakshmi Temple Jewellery is now a verified shop on Saheli! Thank you @radhika_kulkarni and team for a smooth process. #verified #templejewellery",
  },
  {
    author: "kavya_reddy",
    content:
      "Running a free 30-minute Canva clinic on Sunday for first-time sellers. Bring one post you are struggling with and we will fix it together. #Canva #workshop #freeclass",
  },
  {
    author: "gurpreet_kaur",
    content:
      "Diwali hamper orders are closing on the 25th. Pickle tasting box, pinni and chole masala in a jute bag. Corporate orders above 50 boxes get a handwritten card for each person. #Diwali #hampers #pickle",
  },
  {
    author: "pallavi_bora",
    content:
      "Packaging question: we moved from plastic pouches to kraft paper with a compostable lining. Costs ₹6 more per pack but customers love it. Anyone else made the switch? #sustainablepackaging #organic",
  },
  {
    author: "fatima_sheikh",
    content:
      "Our tailoring studio now does video-call fittings. Send us your measurements, we send a muslin sample, then the final blouse. Saree blouses for customers in Dubai and Toronto this month! #tailoring #blousestitching",
  },
  {
    author: "sunita_patil",
    visibility: "connections",
    content:
      "For my fellow mehendi artists: never take a bridal booking without a written advance. Learnt this the hard way this season. #mehendiartist #businesslessons",
  },
  {
    author: "meera_nair",
    listing: "Screwpine Storage Baskets - Set of 3",
    content:
      "These screwpine baskets take our artisans two days per set. Perfect for festive gifting or simply a tidy home. #handicrafts #Kerala",
  },
];
