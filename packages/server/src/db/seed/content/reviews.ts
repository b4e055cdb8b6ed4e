import type { ListingType } from "./types.js";

/**
 * What demo buyers wrote, by stars and by kind of listing. A few reviews have stars only, as real ones do.
 */
export const reviewTexts: Record<ListingType, Record<1 | 2 | 3 | 4 | 5, readonly string[]>> = {
  physical: {
    5: [
      "Exactly as pictured, and the finish is beautiful. Packed with so much care — there was a handwritten note inside.",
      "Bought this as a gift for my mother and she has not stopped showing it to the neighbours.",
      "Lovely quality for the price. Arrived in four days to Pune.",
      "Second order from this shop and just as good as the first. Will keep coming back.",
      "The colours are even richer in person. Worth every rupee.",
      "Well made and sturdy. You can tell a real person made this with pride.",
      "",
    ],
    4: [
      "Very nice piece. Delivery took a little longer than promised but the seller kept me updated.",
      "Good quality. The shade is slightly darker than the photo, still happy with it.",
      "Nicely made and well packed. Would have liked a slightly bigger size option.",
      "Solid value. Small loose thread which I trimmed, otherwise perfect.",
      "",
    ],
    3: [
      "It is fine, but not as soft as I expected from the description.",
      "Decent product. Packaging could have been better, one corner was dented.",
    ],
    2: ["Took almost three weeks to arrive and the size ran small. The seller did offer an exchange."],
    1: ["Arrived damaged. Waiting to hear back about a replacement."],
  },
  digital: {
    5: [
      "Clear, practical and ready to use the same evening. Saved me hours.",
      "Exactly what a small business needs. The examples are from real Indian shops, which helped a lot.",
      "Downloaded instantly and the files open everywhere. Highly recommend.",
      "",
    ],
    4: [
      "Very useful. A couple of sections could go deeper, but great for getting started.",
      "Good templates. I had to adjust the fonts a little for my laptop.",
    ],
    3: ["Helpful basics, though most of it I already knew."],
    2: ["Shorter than I expected for the price."],
    1: ["The file would not open on my phone; the seller sent another format."],
  },
  service: {
    5: [
      "She listened carefully and gave me a plan I could start on the next day. Booking was easy too.",
      "Professional, warm and on time. I have already booked a second session.",
      "Worth every minute. I came away with clear next steps for my shop.",
      "",
    ],
    4: [
      "Very knowledgeable. The session ran a bit over but it was all useful.",
      "Good session with practical advice. Would love written notes afterwards.",
    ],
    3: ["Useful, but it felt a little rushed towards the end."],
    2: ["We had to reschedule twice before the session happened."],
    1: ["The session did not match what was described in the listing."],
  },
};
