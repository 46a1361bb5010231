// entry point: an ambient declaration (nothing imports it); vite.config.ts defines the value.
/** Which build this is (EARMARK_BUILD_ID at build time; empty for an ordinary build). */
declare const __EARMARK_BUILD__: string;
