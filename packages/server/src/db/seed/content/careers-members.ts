import type { CareerSeed } from "./careers.js";

/** Careers of the members (members.ts). */
export const memberCareers: Readonly<Record<string, CareerSeed>> = {
  // Members.
  rekha_yadav: {
    experience: [
      {
        title: "Chikankari Artisan and Group Leader",
        company: "Sakhi Chikankari Swayam Sahayata Samooh",
        description: "Leads a self-help group of 15 women who embroider from home for boutiques.",
        from: 6,
      },
      {
        title: "Karigar",
        company: "Chowk Chikan Emporium",
        from: 15,
        to: 6,
      },
    ],
    education: [
      {
        school: "National Institute of Open Schooling",
        degree: "Senior Secondary (Class XII)",
        from: 8,
        to: 7,
      },
    ],
    skills: ["Chikankari", "Self-Help Groups", "Hand Embroidery"],
  },
  kavita_singh: {
    experience: [
      {
        title: "Partner",
        company: "Singh & Sinha, Chartered Accountants",
        description: "GST, income tax and bookkeeping for small businesses and home sellers in Bihar.",
        from: 5,
      },
      {
        title: "Audit Associate",
        company: "Deloitte India",
        city: "Mumbai",
        from: 9,
        to: 5,
      },
    ],
    education: [
      {
        school: "The Institute of Chartered Accountants of India",
        degree: "Chartered Accountant",
        field: "Accounting",
        from: 12,
        to: 9,
      },
      { school: "Patna Women's College", degree: "B.Com.", field: "Accounting", from: 15, to: 12 },
    ],
    skills: ["GST Compliance", "Income Tax", "Bookkeeping", "Financial Statements", "Tally"],
  },
  divya_krishnan: {
    experience: [
      {
        title: "Product Photographer",
        company: "Divya Krishnan Photography",
        description: "Natural-light photos for handmade jewellery, saree and food brands.",
        from: 4,
      },
      {
        title: "Assistant Photographer",
        company: "Mylapore Lights Studio",
        description: "Catalogue shoots for silk and jewellery stores on T. Nagar's Usman Road.",
        from: 7,
        to: 4,
      },
    ],
    education: [
      {
        school: "Light & Life Academy, Ooty",
        degree: "Diploma",
        field: "Professional Photography",
        from: 8,
        to: 7,
      },
      { school: "Women's Christian College, Chennai", degree: "B.A.", field: "English", from: 11, to: 8 },
    ],
    skills: ["Product Photography", "Photo Editing", "Lightroom", "Styling", "Natural Light"],
  },
  shalini_gupta: {
    experience: [
      {
        title: "Founder and Baker",
        company: "Shalini's Oven",
        description: "Eggless cakes and millet cookies for 300+ customers in Indore.",
        from: 5.5,
      },
      {
        title: "Accounts Executive",
        company: "Malwa Textiles",
        from: 11,
        to: 7,
      },
    ],
    education: [
      {
        school: "Devi Ahilya Vishwavidyalaya, Indore",
        degree: "B.Sc.",
        field: "Home Science",
        from: 14,
        to: 11,
      },
    ],
    skills: ["Eggless Baking", "Millet Recipes", "Food Packaging", "Order Management"],
  },
  zoya_qureshi: {
    experience: [
      {
        title: "Stylist and Content Creator",
        company: "Self-employed",
        description: "Styling ethnic wear for every body and budget; 40k followers on Instagram.",
        from: 3,
      },
      {
        title: "Visual Merchandiser",
        company: "Lifestyle Stores",
        description: "Window displays and floor styling for the ethnic wear section.",
        from: 6,
        to: 3,
      },
    ],
    education: [
      {
        school: "National Institute of Fashion Technology, Hyderabad",
        degree: "Bachelor of Design",
        field: "Fashion Communication",
        from: 10,
        to: 6,
      },
    ],
    skills: ["Fashion Styling", "Content Creation", "Visual Merchandising", "Instagram Reels"],
  },
  harpreet_gill: {
    experience: [
      {
        title: "Designer",
        company: "Phulkari revival project",
        description: "Everyday Phulkari wear with artisans from Patiala and Nabha, paid at fair rates.",
        from: 2,
      },
      {
        title: "Assistant Designer",
        company: "Punjab Rural Crafts Trust",
        description: "Documented Phulkari and Bagh motifs and ran design workshops in villages.",
        from: 6,
        to: 2,
      },
    ],
    education: [
      {
        school: "National Institute of Fashion Technology, New Delhi",
        degree: "Bachelor of Design",
        field: "Fashion Design",
        from: 10,
        to: 6,
      },
    ],
    skills: ["Phulkari", "Fashion Design", "Fair Trade", "Artisan Networks"],
  },
  nandini_rao: {
    experience: [
      {
        title: "Owner",
        company: "Nandini Mysore Silks",
        description: "Selling Mysore silk sarees to 800 regular customers, first on WhatsApp, now online.",
        from: 5,
      },
      {
        title: "Sales Associate",
        company: "Karnataka Silk Industries Corporation showroom",
        from: 9,
        to: 5,
      },
    ],
    education: [
      {
        school: "Maharani's Commerce and Management College for Women, Mysuru",
        degree: "B.Com.",
        field: "Commerce",
        from: 12,
        to: 9,
      },
    ],
    skills: ["WhatsApp Business", "Mysore Silk", "Customer Relationships", "Reselling"],
  },
  mary_thomas: {
    experience: [
      {
        title: "Owner",
        company: "Mary's Kitchen Catering",
        description: "Kerala sadya for 10 or 500 guests, and plum cakes every December.",
        from: 9,
      },
      {
        title: "Kitchen Supervisor",
        company: "Kerala Tourism Development Corporation",
        from: 15,
        to: 9,
      },
    ],
    education: [
      {
        school: "Institute of Hotel Management, Kovalam",
        degree: "Diploma",
        field: "Food Production",
        from: 17,
        to: 15,
      },
    ],
    skills: ["Kerala Cuisine", "Event Catering", "Baking", "Menu Planning", "Food Costing"],
  },
  tenzin_dolma: {
    experience: [
      {
        title: "Knitwear Maker",
        company: "Family knitting circle",
        description: "Hand-knitted caps, mufflers and sweaters made with my mother and aunts.",
        from: 3,
      },
      {
        title: "Front Office Assistant",
        company: "Hotel Mount Himalaya",
        from: 6,
        to: 3,
      },
    ],
    education: [
      {
        school: "Nar Bahadur Bhandari Government College, Gangtok",
        degree: "B.A.",
        field: "Tourism",
        from: 9,
        to: 6,
      },
    ],
    skills: ["Hand Knitting", "Woollens", "Crochet"],
  },
  lalremruati_ralte: {
    experience: [
      {
        title: "Weaver",
        company: "Own loin loom studio",
        description: "Mizo puan in traditional patterns such as Ngotekherh and Puanchei.",
        from: 5,
      },
      {
        title: "Weaver",
        company: "Mizoram Apex Handloom & Handicraft Co-operative Society (ZOHANCO)",
        from: 10,
        to: 5,
      },
    ],
    education: [
      {
        school: "Government Hrangbana College, Aizawl",
        degree: "B.A.",
        field: "Mizo Literature",
        from: 13,
        to: 10,
      },
    ],
    skills: ["Loin Loom Weaving", "Mizo Puan", "Handloom", "Pattern Design"],
  },
  sneha_deshmukh: {
    experience: [
      {
        title: "Digital Marketing Consultant",
        company: "Self-employed",
        description: "Instagram growth, reels and low-budget ads for small and handmade brands.",
        from: 3,
      },
      {
        title: "Social Media Executive",
        company: "Brandwagon Communications",
        city: "Pune",
        from: 6,
        to: 3,
      },
    ],
    education: [
      {
        school: "Symbiosis Institute of Media & Communication, Pune",
        degree: "MBA",
        field: "Communication Management",
        from: 8,
        to: 6,
      },
      {
        school: "Rashtrasant Tukadoji Maharaj Nagpur University",
        degree: "B.Com.",
        field: "Commerce",
        from: 11,
        to: 8,
      },
    ],
    skills: ["Instagram Marketing", "Content Strategy", "Meta Ads", "Reels", "Analytics"],
  },
  pooja_agarwal: {
    experience: [
      {
        title: "Founder",
        company: "Healthy namkeen brand (pre-launch)",
        description:
          "Roasted, millet-based namkeen with no palm oil; testing recipes and packaging in Kanpur.",
        from: 0.5,
      },
      {
        title: "Senior Software Engineer",
        company: "Infosys",
        city: "Pune",
        description: "Built payment systems for a European bank's mobile app.",
        from: 7,
        to: 0.5,
      },
    ],
    education: [
      {
        school: "Harcourt Butler Technical University, Kanpur",
        degree: "B.Tech.",
        field: "Computer Science and Engineering",
        from: 11,
        to: 7,
      },
    ],
    skills: ["Product Development", "Software Engineering", "Food Startups", "Supply Chain"],
  },
  bhavna_patel: {
    experience: [
      {
        title: "Proprietor",
        company: "Patel Saree Traders",
        description: "Wholesale sarees and dress materials for boutiques across Gujarat and Maharashtra.",
        from: 8,
      },
      {
        title: "Sales Manager",
        company: "Family textile shop, Ring Road market",
        from: 14,
        to: 8,
      },
    ],
    education: [
      {
        school: "Veer Narmad South Gujarat University, Surat",
        degree: "B.Com.",
        field: "Commerce",
        from: 17,
        to: 14,
      },
    ],
    skills: ["Wholesale Trading", "Textile Sourcing", "Inventory Management", "Negotiation"],
  },
  aisha_siddiqui: {
    experience: [
      {
        title: "Zardozi Artist and Trainer",
        company: "Own workshop, Bhopal",
        description: "Zardozi for bridal lehengas, potlis and wall art; training ten young women this year.",
        from: 6,
      },
      {
        title: "Karigar",
        company: "Noor Bridal Boutique",
        from: 11,
        to: 6,
      },
    ],
    education: [
      { school: "Barkatullah University, Bhopal", degree: "B.A.", field: "Urdu", from: 14, to: 11 },
    ],
    skills: ["Zardozi", "Bridal Embroidery", "Skills Training", "Hand Embroidery"],
  },
  jyoti_kumari: {
    experience: [
      {
        title: "Leader",
        company: "Sohrai Mahila Swayam Sahayata Samooh",
        description: "18 women making Sohrai-painted products and sal-leaf plates.",
        from: 4,
      },
      {
        title: "Community Resource Person",
        company: "Jharkhand State Livelihood Promotion Society",
        from: 8,
        to: 4,
      },
    ],
    education: [{ school: "Ranchi Women's College", degree: "B.A.", field: "Hindi", from: 12, to: 9 }],
    skills: ["Self-Help Groups", "Sohrai Painting", "Sal Leaf Products", "Microfinance"],
  },
  sarita_mishra: {
    experience: [
      {
        title: "Pattachitra Artist",
        company: "Raghurajpur studio",
        description: "Wall art, wedding cards and commissions in natural colours.",
        from: 8,
      },
    ],
    education: [
      {
        school: "Utkal University of Culture, Bhubaneswar",
        degree: "Bachelor of Fine Arts",
        field: "Painting",
        from: 12,
        to: 8,
      },
    ],
    skills: ["Pattachitra", "Natural Pigments", "Commissions", "Illustration"],
  },
  ishita_banerjee: {
    experience: [
      {
        title: "Host and Producer",
        company: "Women Who Build podcast",
        description: "A weekly interview with a woman who built something from nothing.",
        from: 2,
      },
      {
        title: "Features Writer",
        company: "The Telegraph",
        description: "Wrote on small businesses, crafts and city life.",
        from: 7,
        to: 2,
      },
    ],
    education: [
      {
        school: "Jadavpur University, Kolkata",
        degree: "M.A.",
        field: "Comparative Literature",
        from: 9,
        to: 7,
      },
      {
        school: "Lady Shri Ram College for Women, University of Delhi",
        degree: "B.A. (Hons.)",
        field: "Journalism",
        from: 12,
        to: 9,
      },
    ],
    skills: ["Podcasting", "Interviewing", "Storytelling", "Audio Editing", "Journalism"],
  },
  roshni_pillai: {
    experience: [
      {
        title: "Founder",
        company: "Pillai Legal",
        description: "Trademarks, contracts and FSSAI licences for startups and small businesses.",
        from: 3,
      },
      {
        title: "Associate",
        company: "Cyril Amarchand Mangaldas",
        description: "Corporate and intellectual property practice.",
        from: 8,
        to: 3,
      },
    ],
    education: [{ school: "Government Law College, Mumbai", degree: "LL.B.", field: "Law", from: 11, to: 8 }],
    skills: ["Trademark Law", "Contract Drafting", "FSSAI Licensing", "Startup Law"],
  },
  shreya_kapoor: {
    experience: [
      {
        title: "Founder",
        company: "Soy candle side project",
        description: "Hand-poured soy candles with jasmine and vetiver, sold to hostel friends for now.",
        from: 0.5,
      },
      {
        title: "Marketing Intern",
        company: "Chaayos",
        description: "Summer internship on store launches and social media.",
        from: 1.4,
        to: 1.2,
      },
    ],
    education: [
      {
        school: "Lady Shri Ram College for Women, University of Delhi",
        degree: "B.Com. (Hons.)",
        field: "Commerce",
        from: 2,
        to: -1,
      },
    ],
    skills: ["Candle Making", "Social Media", "Market Research"],
  },
};
