import { type CareerSeed, tenThousandWomen } from "./careers.js";

/** Careers of the demo accounts and the vendors (people.ts). */
export const peopleCareers: Readonly<Record<string, CareerSeed>> = {
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
  farah_siddiqui: {
    experience: [
      {
        title: "Trust & Safety Lead",
        company: "Saheli",
        description: "Reviews verifications and appeals, and writes the criteria reviewers follow.",
        from: 1,
      },
      {
        title: "Legal Aid Counsellor",
        company: "Lucknow Women's Legal Aid Cell",
        city: "Lucknow",
        description: "Advised women on workplace harassment complaints and small-business contracts.",
        from: 5,
        to: 1,
      },
    ],
    education: [
      {
        school: "Dr. Ram Manohar Lohiya National Law University",
        degree: "B.A. LL.B.",
        field: "Law",
        from: 10,
        to: 5,
      },
    ],
    skills: ["Trust & Safety", "Policy Writing", "Dispute Resolution"],
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
};
