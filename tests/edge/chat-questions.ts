/**
 * Questions the site answers, with the figure (spec §9) the reply must quote and the page it
 * must link to. Written against page paths and figures, not the fixture, so the same table can
 * run against the real index: CHAT_KNOWLEDGE=dist/knowledge.json deno test -A tests/edge
 * (also used by scripts/chat-latency.ts).
 */
export interface AnsweredQuestion {
  question: string;
  /** what the reply must contain (dashes normalised to "-") */
  figure: RegExp;
  /** the page (path, without #anchor) among the sources, or the pages that say the same */
  page: string | string[];
}

export const answeredQuestions: AnsweredQuestion[] = [
  {
    question: "When can I drive after knee arthroscopy?",
    figure: /4-5 days/,
    page: "/Treatments/knee-arthroscopy",
  },
  {
    question: "How soon can I go back to my desk job after a knee arthroscopy?",
    figure: /14 days/,
    page: "/Treatments/knee-arthroscopy",
  },
  {
    question: "How long after keyhole surgery on my knee can I play competitive sport?",
    figure: /6 weeks/,
    page: "/Treatments/knee-arthroscopy",
  },
  {
    question: "When can I play contact sport after ACL reconstruction?",
    figure: /9-12 months/,
    page: "/Treatments/acl-reconstruction",
  },
  {
    question: "When can I go jogging after anterior cruciate ligament surgery?",
    figure: /6 months/,
    page: "/Treatments/acl-reconstruction",
  },
  {
    question: "How long does ACL surgery take?",
    figure: /2 hours/,
    page: "/Treatments/acl-reconstruction",
  },
  {
    question: "How long should I keep my wounds dry after ACL reconstruction?",
    figure: /7 days/,
    page: "/Treatments/acl-reconstruction",
  },
  {
    question: "How long will I stay in hospital after a total knee replacement?",
    figure: /1-3 days/,
    page: "/Treatments/total-knee-replacement",
  },
  {
    question: "How long does a knee replacement last?",
    figure: /10-20 years/,
    page: "/Treatments/total-knee-replacement",
  },
  {
    question: "When can I drive after a TKR?",
    figure: /6 weeks/,
    page: "/Treatments/total-knee-replacement",
  },
  {
    question: "When can I shower after a knee replacement?",
    figure: /48 ?h/,
    page: "/Treatments/total-knee-replacement",
  },
  {
    question: "When can I return to manual work after a knee replacement?",
    figure: /3 months/,
    page: "/Treatments/total-knee-replacement",
  },
  {
    question: "What proportion of people are suitable for a partial knee replacement?",
    figure: /30-50%/,
    page: "/Treatments/partial-knee-replacement",
  },
  {
    question: "How long does it take to recover fully from a partial knee replacement?",
    figure: /3-4 months/,
    page: "/Treatments/partial-knee-replacement",
  },
  {
    question: "When will the bone heal after a high tibial osteotomy?",
    figure: /4-6 months/,
    page: "/Treatments/knee-osteotomy",
  },
  {
    question: "When do the stitches come out after patellar stabilisation?",
    figure: /12 days/,
    page: "/Treatments/patellar-stabilization",
  },
  {
    question: "How long does a cortisone injection in the knee last?",
    figure: /1-3 months/,
    page: ["/knee-procedures/knee-injections", "/Treatments/non-surgical-treatment-for-knees"],
  },
  {
    question: "Does physiotherapy help with hip arthritis?",
    figure: /40-60%/,
    page: "/Treatments/non-surgical-treatment-for-hips",
  },
  {
    question: "What is the risk of infection after a hip replacement?",
    figure: /1%/,
    page: "/Treatments/hip-replacement",
  },
  {
    question: "How many physiotherapy centres are there?",
    figure: /\b7\b/,
    page: "/PreAndPostcare/physiotherapy",
  },
  { question: "When are the private consultation times?", figure: /08:30/, page: "/Contact" },
  { question: "Does Mr Ashcombe see children?", figure: /\b10\b/, page: ["/AboutMe", "/"] },
];

/**
 * Questions about the surgeon's own field that the site does not answer: the reply says so and
 * offers the enquiry form and phone. (Other body parts, medicines and questions that are not
 * about health are declined instead: tests/edge/chat-scope.test.ts.)
 */
export const unansweredQuestions: string[] = [
  "How much does a knee replacement cost?",
  "Can I bring my dog to the hospital?",
];
