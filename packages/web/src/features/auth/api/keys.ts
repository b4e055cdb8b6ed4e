/** The session's own key is `sessionQueryKey` in lib/session, which every feature may refresh. */
export const authKeys = {
  providers: ["auth", "providers"] as const,
};
