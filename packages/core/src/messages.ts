/** The line shown for a failure that has no words of its own (any screen, any feature). */
export const SOMETHING_WENT_WRONG = "Something went wrong. Please try again.";
