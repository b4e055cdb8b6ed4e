import { shellEn } from "./shell";

/** Her delivery location in English: the header's picker and the add-address dialog. */
export const locationEn = {
  face: shellEn.location.face,
  popover: {
    heading: "Choose your delivery location",
    deliveringTo: "Delivering to <place>{{place}}</place>",
    addAddress: "Add an address",
    loading: "Loading your addresses…",
    saved: "Saved addresses",
    default: "(default)",
    signIn: "Sign in",
    signInRest: " to see your saved addresses.",
    detect: "Use my current location",
    pincodeLabel: "Or enter a pincode",
    pincodePlaceholder: "6-digit pincode",
    add: "Add",
  },
  dialog: {
    saved: "Address saved",
    title: "Add a delivery address",
    description: "Enter the pincode first: we fill in the city and state.",
    label: "Label",
    labels: { home: "Home", office: "Office", other: "Other" },
    name: "Name",
    namePlaceholder: "Home, Mum's place…",
    phone: "Phone (optional)",
    pincode: "Pincode",
    city: "City",
    state: "State",
    line: "House, street (optional)",
    landmark: "Landmark (optional)",
    makeDefault: "Make this my default address",
    cancel: "Cancel",
    save: "Save address",
  },
} as const;
