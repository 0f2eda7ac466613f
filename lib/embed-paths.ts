/** Where the embed loader lives: a stable URL, unlike everything it loads. */
export const EMBED_LOADER_PATH = "/widgets/embed.js";
