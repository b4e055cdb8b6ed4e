/** Words every bookings screen shares in English: states, weekdays, how it is paid and where it happens. */
export const commonEn = {
  status: {
    confirmed: "Confirmed",
    declined: "Declined",
    cancelled: "Cancelled",
    completed: "Completed",
  },
  weekday: {
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
    sun: "Sunday",
  },
  paymentMethod: {
    razorpay: "Pay now: UPI, cards and netbanking",
    pay_at_service: "Pay at the service",
  },
  meetingProvider: {
    in_person: "In person (no video link)",
    zoom: "Zoom",
    google: "Google Meet",
  },
  paymentLine: {
    free: "Free",
    paid: "Paid online: {{amount}}",
    authorized: "Paid online: {{amount}}, held until the shop confirms",
    refunded: "Refunded: {{amount}}",
    awaiting: "Waiting for payment: {{amount}}",
    collected: "Paid at the service: {{amount}}",
    void: "Nothing was charged",
    other: "Pay {{amount}} at the service",
  },
  placeLine: {
    meeting: "Online meeting",
    vendorNoLink: "Online: no meeting link yet; send her one before the start",
    inPerson: "In person",
    sellerSendsLink: "Online: the seller will send the meeting link",
    inPersonWith: "In person with {{shop}}",
  },
  joinMeeting: "Join meeting",
  inShopTime: "{{time}} in the shop's time",
  cancelDialog: {
    optional: "(optional)",
    reasonMissing: "Please say why, so she knows.",
  },
  calendar: {
    summary: "{{title}} with {{shop}}",
    joinHere: "Join here: {{url}}",
    booked: "Booked on Saheli.",
    online: "Online",
  },
  paymentPending:
    "We could not confirm your payment yet. If money left your account, your booking shows it paid within a few minutes.",
} as const;
