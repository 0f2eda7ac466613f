/** wink-lexicon ships no types: its lexicon is an object of English words to their tags. */
declare module "wink-lexicon/src/lexicon.js" {
  const lexicon: Record<string, unknown>;
  export default lexicon;
}
