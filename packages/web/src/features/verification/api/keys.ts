const all = ["verification"] as const;

export const verificationKeys = {
  all,
  state: [...all, "state"] as const,
  reviewQueue: [...all, "review-queue"] as const,
  reviewPolicy: [...all, "review-policy"] as const,
};
