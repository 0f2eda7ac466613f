/**
 * "Worried about a symptom now?": the site's red flags (content/urgent-care.ts) asked one at a
 * time as yes/no questions, in the style of NHS 111 online, ending at the service to use now. The
 * chat panel walks it from `/widgets/urgent-care.json` (`symptomPathData()`, written by the
 * build); with JavaScript off, one prerendered page per question does the same, each answer a
 * link to the next page (pages/routes/symptom-path.ts).
 */
import { SYMPTOM_PATH, URGENT_HEADINGS } from "../lib/urgent.ts";
import type { CallAction, PathService, SymptomPath } from "../lib/wire-types.ts";
import { type PageMeta, pageMeta } from "./schema.ts";
import { site, surgeonName, telHref } from "./site.ts";
import { urgentCare } from "./urgent-care.ts";

export { SYMPTOM_PATH };

const { private: privateHospital, nhs: nhsHospital } = site.hospitals;
const wardCall = (hospital: typeof privateHospital): CallAction => ({
  label: `Call the ward at ${hospital.name}`,
  tel: telHref(hospital.wardPhone).slice("tel:".length),
});

/** The tap-to-call buttons at the end of the path, by service, most useful first. */
export const outcomeCalls: Record<PathService, CallAction[]> = {
  "999": [{ label: "Call 999", tel: "999" }],
  ae: [{ label: "Call 999 if they cannot get there safely", tel: "999" }],
  "111": [{ label: "Call NHS 111", tel: "111" }, wardCall(privateHospital), wardCall(nhsHospital)],
};

/** Where each service's outcome page lives, after the questions. */
const outcomeSlugs: Record<PathService | "none", string> = {
  "999": "call-999",
  ae: "go-to-a-and-e",
  "111": "call-nhs-111",
  none: "none-of-these",
};

export const symptomPathText = {
  heading: "Worried about a symptom now?",
  intro:
    "Answer a few yes or no questions, one at a time, to find out where to get help now: 999, A&E or NHS 111. If you think someone's life is at risk, do not wait: call 999 now.",
  start: "Start the questions",
  /** "Question 3 of 16" */
  progress: (n: number, total: number) => `Question ${n} of ${total}`,
  yes: "Yes",
  no: "No",
  back: "Back",
  startAgain: "Start again",
  /** under every question: the way out for anyone who already knows it is an emergency */
  emergencyNote: "If you think someone's life is at risk, call 999 now.",
  none: {
    heading: "You answered no to every question",
    advice:
      "If you are still worried, use NHS 111 online at [111.nhs.uk](https://111.nhs.uk) or call 111 to find out where to get help, or contact your GP practice. If anything gets worse or a new symptom appears, get help straight away: call NHS 111, or 999 in an emergency.",
  },
  /** the outcome pages, under the action: what this path is and is not */
  outcomeNote:
    "These questions follow the NHS's advice on when to call 999, go to A&E or call NHS 111. They cannot diagnose anything: if you are unsure, call NHS 111.",
  chatNote:
    `You can also ask ${surgeonName}'s assistant about the practice's treatments, but it cannot send help.`,
} as const;

/** Every question of the path, most urgent service first (999, A&E, NHS 111). */
export const pathQuestions: SymptomPath["questions"] = urgentCare.flatMap((service) =>
  service.signs.map((sign) => ({ service: service.id, text: sign.question }))
);

/** The outcome's action: what to do, said once (content/urgent-care.ts), by service. */
const actions = Object.fromEntries(
  urgentCare.map((service) => [service.id, service.action]),
) as Record<PathService, string>;

/** What the chat panel fetches: built into `/widgets/urgent-care.json`. */
export function symptomPathData(): SymptomPath {
  return {
    intro: symptomPathText.intro,
    questions: pathQuestions,
    outcomes: Object.fromEntries(
      urgentCare.map((service) => [
        service.id,
        { action: actions[service.id], calls: outcomeCalls[service.id] },
      ]),
    ) as SymptomPath["outcomes"],
    none: symptomPathText.none,
  };
}

/** The page a step of the path is on: the start, a question (from 0), an outcome or "none". */
export function pathHref(step: "start" | number | PathService | "none"): string {
  if (step === "start") return SYMPTOM_PATH;
  if (typeof step === "number") return `${SYMPTOM_PATH}/question-${step + 1}`;
  return `${SYMPTOM_PATH}/${outcomeSlugs[step]}`;
}

const total = pathQuestions.length;
const keywords = ["worried about a symptom", "when to call 999", "when to go to A&E", "NHS 111"];
const meta = (title: string, description: string): PageMeta =>
  pageMeta.parse({ title: `${title} | ${surgeonName}`, description, keywords });

export interface PathPage {
  path: string;
  meta: PageMeta;
  heading: string;
}

export const pathStartPage: PathPage = {
  path: SYMPTOM_PATH,
  meta: meta(
    "Worried About a Symptom Now?",
    "Answer a few yes or no questions, one at a time, to find out whether to call 999, go to A&E or call NHS 111 now, as the NHS advises.",
  ),
  heading: symptomPathText.heading,
};

export const pathQuestionPages: PathPage[] = pathQuestions.map((question, i) => ({
  path: pathHref(i),
  meta: meta(
    `Symptom Check: Question ${i + 1} of ${total}`,
    `Question ${
      i + 1
    } of ${total} of the symptom check: answer yes or no, one question at a time, to find out whether to call 999, go to A&E or call NHS 111 now.`,
  ),
  /** the progress is part of the h1, so a screen reader hears where it is with the question */
  heading: `${symptomPathText.progress(i + 1, total)} ${question.text}`,
}));

const outcomeDescriptions: Record<PathService | "none", string> = {
  "999":
    "Your answer is a sign of an emergency: call 999 now. If the person is not breathing or not responding, stay on the line and do as the call handler says.",
  ae:
    "Your answer means the person needs to be seen in hospital now: go to A&E. If they cannot be moved, or cannot get there safely, call 999.",
  "111":
    "Your answer means a doctor or nurse should check this today: call NHS 111 now, or the ward if you had an operation in the last few weeks.",
  none:
    "You answered no to every question of the symptom check. If you are still worried, use NHS 111 online or call 111, or contact your GP practice.",
};

export const pathOutcomePages: Array<PathPage & { step: PathService | "none" }> = (
  ["999", "ae", "111", "none"] as const
).map((step) => {
  const heading = step === "none" ? symptomPathText.none.heading : URGENT_HEADINGS[step];
  const title = step === "none" ? "No to Every Question" : heading;
  return {
    step,
    path: pathHref(step),
    meta: meta(`Symptom Check: ${title}`, outcomeDescriptions[step]),
    heading,
  };
});
