/** The parts of text-readability (no published types) that our scripts use. */
declare module "text-readability" {
  const readability: {
    lexiconCount(text: string, removePunctuation?: boolean): number;
    sentenceCount(text: string): number;
    fleschKincaidGrade(text: string): number;
    fleschReadingEase(text: string): number;
  };
  export default readability;
}
