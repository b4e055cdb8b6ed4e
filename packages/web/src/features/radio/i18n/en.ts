/** The radio screens' words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const radioEn = {} as const;
