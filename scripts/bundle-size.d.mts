export type FileSize = { file: string; raw: number; gzip: number };

/** The scripts and stylesheets the built index.html loads before first paint, with their sizes. */
export function initialBundle(distDir: string): { js: FileSize[]; css: FileSize[] };

/** One line each for the initial JS and CSS: files, gzip and raw size. */
export function describeInitialBundle(distDir: string): string;
