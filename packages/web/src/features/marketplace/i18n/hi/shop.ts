import type { Catalogue } from "@/lib/i18n/catalogues/catalogue";
import type { shopEn } from "../en/shop";

/** A shop's page in Hindi. */
export const shopHi: Catalogue<typeof shopEn> = {
  page: {
    notFound: "शॉप नहीं मिली",
    notFoundHint: "हो सकता है यह बंद हो गई हो, या लिंक गलत लिखा हो।",
    browse: "शॉप देखें",
    title: "{{name}} · सहेली",
    closed: "यह शॉप बंद है। इसे सिर्फ़ आप देख सकती हैं।",
    allListings: "सभी लिस्टिंग",
    listings: "लिस्टिंग",
    error: "लिस्टिंग लोड नहीं हो पाईं",
    empty: "अभी कुछ लिस्ट नहीं हुआ है",
    emptyOwn: "अपना पहला प्रोडक्ट, डाउनलोड या सेवा जोड़ें।",
    emptyOther: "जल्द ही फिर देखें।",
    addListing: "लिस्टिंग जोड़ें",
    more: "और दिखाएँ",
  },
  header: {
    verified: "सत्यापित विक्रेता",
    ratingFrom_one: "{{rating}} ({{n}} रिव्यू)",
    ratingFrom_other: "{{rating}} ({{n}} रिव्यू)",
    newShop: "नई शॉप · अभी कोई रिव्यू नहीं",
    listings_one: "· {{count}} लिस्टिंग",
    listings_other: "· {{count}} लिस्टिंग",
    categories: "कैटेगरी",
    moreCategories: "+{{n}} और",
    elsewhere: "और जगहों पर",
    website: "वेबसाइट",
    addListing: "लिस्टिंग जोड़ें",
    editShop: "शॉप बदलें",
  },
  info: {
    label: "शॉप के बारे में",
    heading: "परिचय",
    noStory: "इस शॉप ने अभी अपनी कहानी नहीं लिखी है।",
    runBy: "<owner>{{name}}</owner> की शॉप · {{date}} से सहेली पर",
    days: {
      monday: "सोमवार",
      tuesday: "मंगलवार",
      wednesday: "बुधवार",
      thursday: "गुरुवार",
      friday: "शुक्रवार",
      saturday: "शनिवार",
      sunday: "रविवार",
    },
  },
  banner: "{{shop}} का बैनर",
  follow: {
    following: "फ़ॉलो कर रही हैं",
    follow: "फ़ॉलो करें",
  },
};
