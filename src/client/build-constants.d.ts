/** Replaced at build time (vite.config.ts `BUILD_DEFINES`). */
declare const __BUILD_YEAR__: number;
