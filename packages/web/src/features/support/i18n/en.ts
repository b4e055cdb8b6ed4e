/** The support screens' words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const supportEn = {} as const;
