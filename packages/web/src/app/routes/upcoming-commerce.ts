import {
  CalendarCheck,
  CreditCard,
  Heart,
  LayoutDashboard,
  LayoutGrid,
  Package,
  PackagePlus,
  ShoppingBag,
  ShoppingCart,
  Sparkles,
  Store,
  Truck,
  Wallet,
} from "lucide-react";
import type { UpcomingFeature } from "./upcoming-feature";

/** Marketplace and selling pages that arrive in later releases. */
export const upcomingCommerce = {
  category: {
    icon: LayoutGrid,
    name: "Category browsing",
    description: "Browse every listing in a category with filters for price, rating, type and tags.",
  },
  product: {
    icon: Package,
    name: "Product details",
    description: "Photos, price, reviews and the shop behind each product, with add to cart and wishlist.",
  },
  service: {
    icon: CalendarCheck,
    name: "Service booking",
    description: "Service details, durations and reviews, then book a slot with the seller.",
  },
  shop: {
    icon: Store,
    name: "Shop pages",
    description: "A shop's listings, reviews, story and social links, and a Follow button for updates.",
  },
  shops: {
    icon: Store,
    name: "Shop directory",
    description: "Discover women-led shops across India by name or category.",
  },
  followedShops: {
    icon: Heart,
    name: "Followed shops",
    description: "New listings and news from the shops you follow.",
  },
  commerce: {
    icon: ShoppingBag,
    name: "Marketplace",
    description:
      "Search and filter the whole marketplace: featured picks, bestsellers, deals and trending finds.",
  },
  vendor: {
    icon: LayoutDashboard,
    name: "Vendor dashboard",
    description: "Run your shop: listings, orders, customers, reviews and analytics in one place.",
  },
  wishlist: {
    icon: Heart,
    name: "Wishlist",
    description: "Everything you have hearted, ready to add to your cart or book.",
  },
  cart: {
    icon: ShoppingCart,
    name: "Cart",
    description: "Review your cart, change quantities and check out.",
  },
  checkout: {
    icon: CreditCard,
    name: "Checkout",
    description: "Pay securely and choose where your order is delivered.",
  },
  createShop: {
    icon: Store,
    name: "Create your shop",
    description: "Open your shop in a few steps: name, story, categories and payout details.",
  },
  createListing: {
    icon: PackagePlus,
    name: "Create a listing",
    description: "List a product, a digital download or a service with photos, price and stock.",
  },
  curateShop: {
    icon: Sparkles,
    name: "Curate your shop",
    description: "Arrange your shop front and choose the listings to feature.",
  },
  shepay: {
    icon: Wallet,
    name: "SHEPay",
    description: "Your wallet for payments, payouts and transaction history.",
  },
  tracking: {
    icon: Truck,
    name: "Order tracking",
    description: "Follow each order from confirmation to your doorstep.",
  },
} satisfies Record<string, UpcomingFeature>;
