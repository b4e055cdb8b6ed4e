import type { PostSeed } from "./types.js";

/** Questions, tips and stories from community members. */
export const communityPosts: readonly PostSeed[] = [
  {
    author: "ananya_das",
    content:
      "Hello Saheli! I am a textile design graduate from Bhubaneswar hoping to start a Sambalpuri ikat label. Where do I even begin? Any advice from @priya_mehta or @ritu_chatterjee would mean the world. #newhere #handloom #ikat",
  },
  {
    author: "priyanka_sharma",
    content:
      "Looking for a reliable supplier of wooden printing blocks in Jaipur or Bagru. I want to start small, maybe 10 to 15 blocks. Recommendations please! #blockprint #suppliers #Jaipur",
  },
  {
    author: "priyanka_sharma",
    content:
      "My first block printed table runner! The registration is a little off in places but I am so proud. Weekend well spent. #blockprint #handmade #firstattempt",
  },
  {
    author: "kavita_singh",
    type: "article",
    articleTitle: "Do you need GST registration? A quick guide",
    content:
      "Do you need GST registration? If you sell goods and your turnover is above ₹40 lakh (₹20 lakh for services), yes. If you sell on most marketplaces, you may need it from day one. Small sellers can choose the composition scheme. Ask your questions below, I will answer every one. #GST #smallbusiness #taxtips",
  },
  {
    author: "kavita_singh",
    content:
      "Reminder: GSTR-1 for last month is due on the 11th and GSTR-3B on the 20th. Set a phone reminder today and save yourself the late fee. #GST #compliance",
  },
  {
    author: "divya_krishnan",
    content:
      "Product photo tip: shoot near a window between 10 and 11 am, put a white chart paper opposite the window as a reflector, and never use the flash. Your sarees and jewellery will thank you. #productphotography #tips",
  },
  {
    author: "divya_krishnan",
    content:
      "Did a free shoot for @lakshmi_iyer's new temple jewellery collection. Those kemp stones glow in natural light! #photography #templejewellery",
  },
  {
    author: "shalini_gupta",
    content:
      "Need recommendations: where do you buy food-grade packaging boxes in bulk in Indore or Bhopal? My cookie orders have doubled and I am running out. #packaging #suppliers #homebaker",
  },
  {
    author: "shalini_gupta",
    type: "celebration",
    occasion: "milestone",
    content:
      "300 orders of millet cookies! From a lockdown experiment to a real small business. Thank you to everyone who told a friend. #milletcookies #homebaker #300orders",
  },
  {
    author: "zoya_qureshi",
    content:
      "Styling a Chikankari kurti three ways this week: with jeans for college, with palazzos for office, and with a silk dupatta for Eid dinner. Which one is your favourite? #Chikankari #styling",
  },
  {
    author: "harpreet_gill",
    content:
      "Visited Patiala to meet 12 Phulkari artisans this weekend. Many of them have never been paid fairly for their work. Working on a fair-price model. Ideas welcome. #Phulkari #fairtrade #Punjab",
  },
  {
    author: "nandini_rao",
    content:
      "Question for sellers who moved from WhatsApp to an online store: how did you bring your regular customers along? I have 800 contacts and I do not want to lose them. #WhatsAppBusiness #onlinestore",
  },
  {
    author: "mary_thomas",
    content:
      "Plum cake season has begun in our kitchen! Soaked the fruits in grape juice three weeks ago. Taking December orders now. #plumcake #Christmas #Kerala",
  },
  {
    author: "tenzin_dolma",
    content:
      "My mother knitted 40 caps this month while watching her serials. We are thinking of selling online for the first time. Is Saheli a good place to start? #knitting #Sikkim #newhere",
  },
  {
    author: "lalremruati_ralte",
    content:
      "A Mizo puan takes me about a week on the loin loom. Sharing a few close-ups of the pattern called Ngotekherh. Would love to connect with other weavers here. #weaving #Mizoram #handloom",
  },
  {
    author: "sneha_deshmukh",
    type: "article",
    articleTitle: "Instagram in 15 minutes a day",
    content:
      "Instagram in 15 minutes a day: 5 minutes replying to comments and DMs, 5 minutes engaging with accounts your customers follow, 5 minutes posting a story of your day. Consistency beats perfection. #Instagram #marketing #smallbusiness",
  },
  {
    author: "sneha_deshmukh",
    content:
      "Hosting a free live session on reels for handmade brands this Thursday at 8 pm with @kavya_reddy. Bring your questions! #reels #workshop #Instagram",
  },
  {
    author: "pooja_agarwal",
    content:
      "Quit my IT job six months ago to build a healthy namkeen brand. Revenue is still less than my old salary, but I have never been happier. Anyone else on this path? #founderjourney #foodbusiness",
  },
  {
    author: "bhavna_patel",
    content:
      "For boutique owners: Surat wholesale rates for festive georgette and silk sarees are up 8% this season because of zari prices. Plan your stock early. #sarees #wholesale #Surat",
  },
  {
    author: "aisha_siddiqui",
    content:
      "Ten young women in our Bhopal centre finished their zardozi training today. Each one has her first paid order. Proud teacher moment. #zardozi #skilling #womenempowerment",
  },
  {
    author: "jyoti_kumari",
    content:
      "हमारे स्वयं सहायता समूह ने इस दिवाली 2000 साल के पत्तों की थालियाँ बेचीं। Sal leaf plates are eco-friendly and beautiful. #SHG #sustainable #Jharkhand",
  },
  {
    author: "sarita_mishra",
    content:
      "Finished a 4-foot Pattachitra of the Jagannath Rath Yatra for a client in Pune. Three weeks, natural colours, one very happy painter. #Pattachitra #art #Odisha",
  },
  {
    author: "ishita_banerjee",
    content:
      "New podcast episode is live: @meera_nair on building a coir collective of 40 women in Kerala. Her story about the first order of 500 doormats gave me goosebumps. #podcast #womenwhobuild",
  },
  {
    author: "ishita_banerjee",
    content:
      "Who should I interview next? Nominate a woman entrepreneur from a small town whose story deserves to be heard. #podcast #nominations",
  },
  {
    author: "roshni_pillai",
    content:
      "Quick legal tip: register your brand name as a trademark before you print 1,000 boxes with it. Filing costs ₹4,500 for individuals and small businesses. #trademark #legaltips #smallbusiness",
  },
  {
    author: "shreya_kapoor",
    content:
      "Made my first batch of soy candles with jasmine and vetiver. Sold 12 to hostel friends in one evening! Thinking of a proper launch for Diwali. #candles #studentfounder",
  },
  {
    author: "radhika_kulkarni",
    content:
      "Welcome to all our new members this week! Introduce yourself with #newhere and tell us what you make. The community team reads every post. #welcome #Saheli",
  },
  {
    author: "radhika_kulkarni",
    type: "article",
    articleTitle: "Saheli community guidelines in five lines",
    content:
      "Our community guidelines in five lines: be kind, give credit, no spam, keep customer details private, and report anything that feels wrong. Thank you for keeping Saheli a safe space. #guidelines #community",
  },
  {
    author: "ananya_das",
    content:
      "Thank you @priya_mehta for the long call yesterday. My plan: start with 10 ikat dupattas, photograph them well, and sell to friends first. #handloom #firststeps",
  },
  {
    author: "priyanka_sharma",
    visibility: "connections",
    content:
      "Feeling a bit low today. Spent the whole Sunday printing and half the pieces smudged. How do you all keep going on days like this? #entrepreneurlife",
  },
  {
    author: "kavita_singh",
    content:
      "Good news for small sellers: e-invoicing is only required above ₹5 crore turnover, so most of us can keep using simple GST invoices. @rashmi_menon has a free template in her shop. #GST #invoicing",
  },
  {
    author: "zoya_qureshi",
    content:
      "Obsessed with this lavender Chikankari Anarkali from @fatima_sheikh. Eid look sorted! #Chikankari #ootd",
  },
  {
    author: "aisha_siddiqui",
    content:
      "Looking for a trustworthy supplier of zari threads and sequins in Delhi or Lucknow. Quality has been inconsistent lately. #suppliers #zardozi",
  },
];
