/** Community groups: the minimum a person expects (issue 6): create, join, leave, and a group feed. */

export const GroupLimits = { nameMin: 3, nameMax: 80, descriptionMax: 500 } as const;

export const GroupMessages = {
  notFound: "Group not found",
  joinToPost: "Join the group to post in it",
  creatorStays: "The group's creator can't leave it",
  nameTaken: "A group with this name already exists",
  created: "Group created",
  joined: "You joined the group",
  left: "You left the group",
} as const;

/** Doc 1 §3: in a group, "public" reads Anyone + Group and "connections" reads Connections + Group. */
export function groupVisibilityLabel(
  visibility: "public" | "connections" | "private",
  inGroup: boolean,
): string {
  const base = { public: "Anyone", connections: "Connections only", private: "Only you" }[visibility];
  return inGroup && visibility !== "private" ? `${base} + Group` : base;
}
