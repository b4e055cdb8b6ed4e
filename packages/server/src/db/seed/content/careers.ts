/**
 * Work, study and skills of every seeded person, written to match her headline, occupation, business and bio.
 * Times are years before the seed's base date (fractions allowed), so profiles stay believable on any run.
 */

export type RoleSeed = {
  title: string;
  company: string;
  /** A city known to cities.ts; defaults to where she lives now. */
  city?: string;
  description?: string;
  /** Years before the base date the role began. */
  from: number;
  /** Years before the base date it ended; absent while she still does it. */
  to?: number;
};

export type StudySeed = {
  school: string;
  degree?: string;
  field?: string;
  description?: string;
  /** Years before the base date; a negative `to` is a course still running. */
  from: number;
  to: number;
};

export type CareerSeed = {
  /** Newest first; that is also the order on the profile. */
  experience: readonly RoleSeed[];
  education: readonly StudySeed[];
  /** Three to six, strongest first. */
  skills: readonly string[];
};

const tenThousandWomen = (from: number): StudySeed => ({
  school: "Indian Institute of Management Bangalore",
  degree: "Certificate, Goldman Sachs 10,000 Women",
  field: "Entrepreneurship and Business Management",
  description: "Six months of classes and mentoring for women running growing businesses.",
  from,
  to: from - 0.5,
});

export const careers: Readonly<Record<string, CareerSeed>> = {
  // The demo accounts.
  ananya_das: {
    experience: [
      {
        title: "Textile Designer",
        company: "Boyanika (Odisha State Handloom Weavers' Co-operative)",
        description:
          "Designing Sambalpuri ikat saree and dupatta ranges with weaver clusters in Bargarh and Sonepur.",
        from: 1.5,
      },
      {
        title: "Design Intern",
        company: "Fabindia",
        city: "New Delhi",
        description: "Sampled natural-dye colourways for the handloom home linen range.",
        from: 2.2,
        to: 1.8,
      },
    ],
    education: [
      {
        school: "National Institute of Fashion Technology, Bhubaneswar",
        degree: "Bachelor of Design",
        field: "Textile Design",
        description: "Graduation project: a modern ikat collection woven with a Bargarh master weaver.",
        from: 6,
        to: 2,
      },
    ],
    skills: ["Textile Design", "Sambalpuri Ikat", "Colour Theory", "Adobe Illustrator", "Handloom Sourcing"],
  },
  priyanka_sharma: {
    experience: [
      {
        title: "Block Printer (weekends)",
        company: "Home studio",
        description: "Sanganeri and dabu printing on cotton table linen and dupattas.",
        from: 1,
      },
      {
        title: "Primary School Teacher",
        company: "Sanganer Public School",
        description: "Class 4 and 5 English and art; runs the school's craft club.",
        from: 7,
      },
    ],
    education: [
      { school: "University of Rajasthan", degree: "B.Ed.", field: "Education", from: 8, to: 7 },
      {
        school: "The IIS University, Jaipur",
        degree: "B.A.",
        field: "English and Fine Arts",
        from: 11,
        to: 8,
      },
    ],
    skills: ["Block Printing", "Dabu Printing", "Teaching", "Natural Dyes"],
  },
  priya_mehta: {
    experience: [
      {
        title: "Founder",
        company: "Priya's Handloom Studio",
        description:
          "Selling Banarasi silk and block print sarees straight from 14 weaver families' looms to customers across India.",
        from: 1.6,
      },
      {
        title: "Merchandiser",
        company: "Kashi Silk Exports",
        description: "Managed sampling, quality checks and shipments of Banarasi brocades for buyers abroad.",
        from: 8,
        to: 1.7,
      },
    ],
    education: [
      tenThousandWomen(1),
      {
        school: "National Institute of Fashion Technology, New Delhi",
        degree: "Master of Fashion Management",
        field: "Fashion Management",
        from: 10,
        to: 8,
      },
      { school: "Banaras Hindu University", degree: "B.A.", field: "Economics", from: 13, to: 10 },
    ],
    skills: [
      "Handloom Sourcing",
      "Banarasi Silk",
      "Merchandising",
      "Weaver Partnerships",
      "Quality Control",
      "Export Documentation",
    ],
  },
  radhika_kulkarni: {
    experience: [
      {
        title: "Community Manager",
        company: "Saheli",
        description: "Welcomes new members, verifies shops and keeps the community kind and safe.",
        from: 2,
      },
      {
        title: "Programme Coordinator",
        company: "SEWA Bharat",
        city: "New Delhi",
        description: "Ran digital literacy workshops for home-based women workers in three states.",
        from: 6,
        to: 2,
      },
    ],
    education: [
      {
        school: "Tata Institute of Social Sciences, Mumbai",
        degree: "M.A.",
        field: "Social Work",
        from: 8,
        to: 6,
      },
      { school: "SNDT Women's University, Mumbai", degree: "B.A.", field: "Sociology", from: 11, to: 8 },
    ],
    skills: ["Community Management", "Content Moderation", "Event Planning", "Public Speaking"],
  },

  // Vendors.
  lakshmi_iyer: {
    experience: [
      {
        title: "Founder and Designer",
        company: "Lakshmi Temple Jewellery",
        description: "Temple jewellery for Bharatanatyam dancers and brides, handmade in Mylapore.",
        from: 11,
      },
      {
        title: "Apprentice Jeweller",
        company: "Family workshop, Mylapore",
        description: "Learnt kemp setting and gold plating at my grandmother's bench.",
        from: 16,
        to: 11,
      },
    ],
    education: [
      {
        school: "Indian Institute of Gems & Jewellery, Mumbai",
        degree: "Diploma",
        field: "Jewellery Design",
        from: 13,
        to: 12,
      },
      { school: "Stella Maris College, Chennai", degree: "B.A.", field: "Fine Arts", from: 17, to: 14 },
    ],
    skills: ["Temple Jewellery", "Jewellery Design", "Kemp Stone Setting", "Custom Orders", "Bharatanatyam"],
  },
  gurpreet_kaur: {
    experience: [
      {
        title: "Founder",
        company: "Amritsari Rasoi",
        description: "Sun-dried pickles, masalas and pinni from family recipes; FSSAI registered.",
        from: 4,
      },
      {
        title: "Home Science Teacher",
        company: "Guru Nanak Girls' Senior Secondary School",
        description: "Taught nutrition and food preservation to classes 9 to 12.",
        from: 14,
        to: 4,
      },
    ],
    education: [
      {
        school: "Khalsa College for Women, Amritsar",
        degree: "B.Sc.",
        field: "Home Science",
        from: 18,
        to: 15,
      },
    ],
    skills: ["Food Preservation", "Recipe Development", "FSSAI Compliance", "Small-Batch Production"],
  },
  meera_nair: {
    experience: [
      {
        title: "Founder",
        company: "Kochi Coir & Craft Collective",
        description: "A collective of 40 women artisans making coir, screwpine and banana-bark homeware.",
        from: 7,
      },
      {
        title: "Project Officer",
        company: "Kudumbashree Mission",
        city: "Thiruvananthapuram",
        description: "Set up livelihood groups for women in Alappuzha's coir villages.",
        from: 12,
        to: 7,
      },
    ],
    education: [
      tenThousandWomen(5),
      {
        school: "Rajagiri College of Social Sciences, Kochi",
        degree: "Master of Social Work",
        field: "Community Development",
        from: 14,
        to: 12,
      },
    ],
    skills: ["Social Entrepreneurship", "Artisan Training", "Coir Craft", "Fundraising", "Export Orders"],
  },
  fatima_sheikh: {
    experience: [
      {
        title: "Owner",
        company: "Fatima Chikan Ghar",
        description:
          "Hand-embroidered Chikankari by 25 karigar women, and a tailoring unit with video fittings.",
        from: 9,
      },
      {
        title: "Tailoring Instructor",
        company: "Usha Silai School",
        description: "Trained women in Lucknow's old city in pattern cutting and stitching.",
        from: 13,
        to: 9,
      },
    ],
    education: [
      {
        school: "Isabella Thoburn College, Lucknow",
        degree: "B.A.",
        field: "Home Science",
        from: 17,
        to: 14,
      },
    ],
    skills: ["Chikankari", "Tailoring", "Pattern Making", "Team Management", "Custom Fittings"],
  },
  pallavi_bora: {
    experience: [
      {
        title: "Founder",
        company: "Brahmaputra Organics",
        description: "Assam tea from our family garden and honey and pantry goods from women farmer groups.",
        from: 5,
      },
      {
        title: "Assistant Garden Manager",
        company: "Bora Tea Estate",
        description: "Ran plucking schedules and the move to organic certification.",
        from: 10,
        to: 5,
      },
    ],
    education: [
      {
        school: "Assam Agricultural University, Jorhat",
        degree: "B.Sc.",
        field: "Agriculture",
        from: 14,
        to: 10,
      },
    ],
    skills: ["Organic Farming", "Tea Tasting", "Farmer Groups", "Sustainable Packaging"],
  },
  kavya_reddy: {
    experience: [
      {
        title: "Founder and Designer",
        company: "Kavya Creates Studio",
        description: "Printable planners, business templates and Canva workshops for small businesses.",
        from: 4,
      },
      {
        title: "Graphic Designer",
        company: "Pixelpeak Media",
        description: "Social media and packaging design for D2C food and fashion brands.",
        from: 8,
        to: 4,
      },
    ],
    education: [
      {
        school: "Jawaharlal Nehru Architecture and Fine Arts University, Hyderabad",
        degree: "Bachelor of Fine Arts",
        field: "Applied Art",
        from: 12,
        to: 8,
      },
    ],
    skills: ["Graphic Design", "Canva", "Brand Identity", "Printables", "Workshop Facilitation"],
  },
  sunita_patil: {
    experience: [
      {
        title: "Founder and Lead Artist",
        company: "Sunita's Mehendi & Makeup",
        description: "Bridal mehendi and makeup across Maharashtra with a team of three artists.",
        from: 12,
      },
      {
        title: "Mehendi Artist",
        company: "Roop Beauty Parlour",
        from: 15,
        to: 12,
      },
    ],
    education: [
      {
        school: "VLCC Institute of Beauty & Nutrition, Pune",
        degree: "Certificate",
        field: "Professional Makeup Artistry",
        from: 10,
        to: 9.5,
      },
      { school: "SNDT Women's University, Pune", degree: "B.A.", field: "Marathi", from: 17, to: 14 },
    ],
    skills: ["Bridal Mehendi", "Bridal Makeup", "Arabic Mehendi", "Client Management", "Natural Henna"],
  },
  anjali_bhatt: {
    experience: [
      {
        title: "Founder and Yoga Teacher",
        company: "Shanti Yoga with Anjali",
        description: "Online and in-person classes, prenatal yoga and a Yoga for PCOS programme.",
        from: 3,
      },
      {
        title: "HR Executive",
        company: "Malwa Infotech",
        description: "Hiring and employee wellness; started the office's lunchtime yoga hour.",
        from: 8,
        to: 3,
      },
    ],
    education: [
      {
        school: "Swami Vivekananda Yoga Anusandhana Samsthana (S-VYASA), Bengaluru",
        degree: "Yoga Instructor Course",
        field: "Yoga Therapy",
        from: 4,
        to: 3.5,
      },
      {
        school: "Devi Ahilya Vishwavidyalaya, Indore",
        degree: "MBA",
        field: "Human Resources",
        from: 10,
        to: 8,
      },
    ],
    skills: ["Prenatal Yoga", "Yoga Therapy", "Online Classes", "Breathwork", "Women's Health"],
  },
  rashmi_menon: {
    experience: [
      {
        title: "Founder and Business Coach",
        company: "Growth Circle Coaching",
        description: "Pricing, GST, MUDRA loans and growth plans for women running home businesses.",
        from: 4,
      },
      {
        title: "Vice President, SME Banking",
        company: "ICICI Bank",
        description: "Led a team lending to small manufacturers and traders across Karnataka.",
        from: 11,
        to: 4,
      },
      {
        title: "Relationship Manager",
        company: "HDFC Bank",
        city: "Mumbai",
        from: 19,
        to: 11,
      },
    ],
    education: [
      {
        school: "Indian Institute of Management Bangalore",
        degree: "Post Graduate Programme in Management",
        field: "Finance",
        from: 21,
        to: 19,
      },
      { school: "Mount Carmel College, Bengaluru", degree: "B.Com.", field: "Commerce", from: 24, to: 21 },
    ],
    skills: ["Business Coaching", "Pricing Strategy", "MUDRA Loans", "Financial Planning", "GST Basics"],
  },
  neha_joshi: {
    experience: [
      {
        title: "Founder",
        company: "Little Lotus Kids",
        description:
          "Organic cotton baby clothes and Channapatna wooden toys, plastic-free from start to box.",
        from: 3,
      },
      {
        title: "Apparel Designer",
        company: "Arvind Limited",
        description: "Designed kidswear prints and fits for export buyers.",
        from: 9,
        to: 3.5,
      },
    ],
    education: [
      {
        school: "National Institute of Design, Ahmedabad",
        degree: "Master of Design",
        field: "Apparel Design",
        from: 11,
        to: 9,
      },
    ],
    skills: ["Kidswear Design", "Organic Cotton", "Product Safety", "Print Design"],
  },
  ritu_chatterjee: {
    experience: [
      {
        title: "Founder",
        company: "Kantha Katha",
        description:
          "Kantha stoles and tant sarees stitched by women in Birbhum and Kolkata; alpana for pujas.",
        from: 8,
      },
      {
        title: "Craft Coordinator",
        company: "Crafts Council of West Bengal",
        description: "Organised craft bazaars and design workshops for Kantha and Dokra artisans.",
        from: 13,
        to: 8,
      },
    ],
    education: [
      tenThousandWomen(6),
      {
        school: "Kala Bhavana, Visva-Bharati University, Santiniketan",
        degree: "Bachelor of Fine Arts",
        field: "Textile Design",
        from: 17,
        to: 13,
      },
    ],
    skills: ["Kantha Embroidery", "Artisan Networks", "Alpana Art", "Textile Design", "Retail Exhibitions"],
  },

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
