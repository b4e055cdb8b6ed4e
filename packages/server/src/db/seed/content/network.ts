/** Who knows whom among the demo accounts, and the notes people send with connection requests. */

export type ScriptedConnection = {
  /** The other person's username. */
  with: string;
  /** Who asked: the demo member herself ("me") or the other person ("them"). */
  sentBy: "me" | "them";
  message?: string;
};

/**
 * member@saheli.test (Ananya) is new and looking for advice on her ikat label: a handful of people have
 * accepted, a few requests wait for her answer, and one of hers waits for Ritu. Priyanka (member2@) is left out
 * on purpose: the browser journey connects the two of them.
 */
export const demoMemberNetwork = {
  username: "ananya_das",
  accepted: [
    {
      with: "priya_mehta",
      sentBy: "me",
      message:
        "Hi Priya, I am a textile design graduate from Bhubaneswar hoping to start a Sambalpuri ikat label. Your studio is exactly what I dream of building. Could I learn from you?",
    },
    {
      with: "rashmi_menon",
      sentBy: "them",
      message: "Hi Ananya, saw your #newhere post. Happy to help you price your first ikat collection!",
    },
    { with: "kavita_singh", sentBy: "me", message: "Hi Kavita, your GST guide was so clear. Thank you!" },
    { with: "divya_krishnan", sentBy: "me" },
    { with: "sneha_deshmukh", sentBy: "them" },
    {
      with: "bhavna_patel",
      sentBy: "them",
      message: "Namaste Ananya, I supply boutiques across Gujarat. When your ikat is ready, let's talk.",
    },
    { with: "meera_nair", sentBy: "me" },
    {
      with: "ishita_banerjee",
      sentBy: "them",
      message: "Hi Ananya! I would love to follow your label's journey for the podcast some day.",
    },
  ],
  /** Waiting for her answer. */
  received: [
    {
      with: "sarita_mishra",
      sentBy: "them",
      message:
        "Namaskar Ananya! Another Bhubaneswar girl here. I paint Pattachitra in Raghurajpur. Ikat and patta art together some day?",
    },
    {
      with: "lalremruati_ralte",
      sentBy: "them",
      message:
        "Hi Ananya, I weave puan on a loin loom in Aizawl and saw you are starting an ikat label. Would love to swap notes with a fellow weaver!",
    },
    {
      with: "harpreet_gill",
      sentBy: "them",
      message:
        "Hi Ananya, I work with Phulkari artisans in Punjab on fair pricing. Happy to share what I have learnt when you start working with weavers.",
    },
  ],
  /** Waiting for the other person. */
  sent: [
    {
      with: "ritu_chatterjee",
      sentBy: "me",
      message:
        "Hi Ritu, Kantha Katha is a big reason I want to start my own label. I would love to learn how you work with your artisans in Birbhum.",
    },
  ],
  /** People she follows without being connected (yet). */
  follows: ["ritu_chatterjee", "lakshmi_iyer", "fatima_sheikh"],
} as const satisfies {
  username: string;
  accepted: readonly ScriptedConnection[];
  received: readonly ScriptedConnection[];
  sent: readonly ScriptedConnection[];
  follows: readonly string[];
};

/** Notes for other requests, addressed by first name. */
export const connectionNotes: readonly ((firstName: string) => string)[] = [
  (name) => `Hi ${name}, I loved your last post. Would be happy to connect and learn from each other.`,
  (name) => `Namaste ${name}! We are both building something from home. Let's connect.`,
  (name) => `Hi ${name}, a friend in the community suggested I reach out. Looking forward to knowing you.`,
  (name) => `Hello ${name}, your work is beautiful. I would love to stay in touch.`,
  (name) => `Hi ${name}, I think our customers overlap a lot. Maybe we can collaborate some day?`,
  (name) => `${name}, thank you for answering my question on the forum! Connecting so I don't lose you.`,
  (name) => `Hi ${name}, met you at the Saheli meetup last month. So good to find you here.`,
  (name) => `Hello ${name}! Always happy to connect with another woman founder.`,
];
