/**
 * The fixed wording of triage: the emergency reply for each service, the one safety line added
 * to an answer for a lookalike, and the safety net that ends every reply that does not answer.
 * None of it assumes the person is the surgeon's patient. The hospitals' ward numbers come from
 * the site configuration.
 */
import { phoneLabel, site, telHref } from "../../content/site.ts";
import type { CallAction } from "../../lib/wire-types.ts";
import type { ChatAnswer } from "./answer.ts";
import { type RedFlag, type Service, SERVICE_URGENCY } from "./red-flags.ts";

export const SAFETY_NET = "If you feel unwell now, call NHS 111, or 999 in an emergency.";

const { private: privateHospital, nhs: nhsHospital } = site.hospitals;
const wards = `${privateHospital.name} on ${phoneLabel(privateHospital.wardPhone)} or ` +
  `${nhsHospital.name} on ${phoneLabel(nhsHospital.wardPhone)}`;

export const NOT_HERE = "Please don't wait for a reply here: this chat cannot send help.";

/** What to do, by service (each a list of lines). */
const ACTIONS: Record<Exclude<Service, "samaritans">, string[]> = {
  "999": [
    "• Call 999 now.",
    "• If the person is not breathing or not responding, stay on the line: the 999 call handler will tell you what to do.",
  ],
  ae: [
    "• Go to A&E now.",
    "• If the person cannot be moved, or cannot get there safely, call 999.",
  ],
  "111": [
    "• Call NHS 111 now (or go to 111.nhs.uk).",
    `• If you had an operation in the last few weeks, you can call the ward of the hospital where you had it instead: ${wards}.`,
    "• Call 999 if there is also chest pain, difficulty breathing or coughing up blood.",
  ],
};

const OPENINGS: Record<Exclude<Service, "samaritans">, string> = {
  "999": "can be a sign of a life-threatening emergency.",
  ae: "needs to be seen in hospital urgently.",
  "111": "needs to be checked by a doctor or nurse today.",
};

export const SELF_HARM_REPLY = [
  "I'm so sorry you're going through this. You don't have to cope with it on your own, and help is there right now.",
  "• Talk to Samaritans: call 116 123, free, any time, day or night.",
  "• If you (or the person you're worried about) might act on these thoughts or are in immediate danger, call 999 or go to A&E now.",
  "• For urgent mental health help, you can also call NHS 111 and choose option 2.",
].join("\n");

/** The lines for the most urgent service among `flags` (other services would only confuse). */
function emergencyLines(flags: RedFlag[]): string[] {
  const service = SERVICE_URGENCY.find((s) => flags.some((f) => f.service === s));
  if (!service) return [];
  const concerns = flags.filter((f) => f.service === service).map((f) => f.concern);
  const [first, ...others] = [...new Set(concerns)];
  const described = others.length ? `${first} (and ${others.map(lowerFirst).join(", ")})` : first;
  return [
    described
      ? `What you describe — ${lowerFirst(described)} — ${OPENINGS[service]}`
      : `What you describe ${OPENINGS[service]}`,
    ...ACTIONS[service],
    NOT_HERE,
  ];
}

function lowerFirst(text: string): string {
  return /^[A-Z](?=[a-z ,])/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;
}

const ward = (hospital: typeof privateHospital): CallAction => ({
  label: `Call the ward at ${hospital.name}`,
  tel: telHref(hospital.wardPhone).slice("tel:".length),
});

/** The numbers to offer as call buttons, by service. */
const CALLS: Record<Service, CallAction[]> = {
  "999": [{ label: "Call 999", tel: "999" }],
  ae: [{ label: "Call 999 if the person cannot be moved", tel: "999" }],
  "111": [
    { label: "Call NHS 111", tel: "111" },
    ward(privateHospital),
    ward(nhsHospital),
  ],
  samaritans: [
    { label: "Call Samaritans on 116 123", tel: "116123" },
    { label: "Call 999 if in danger now", tel: "999" },
  ],
};

/**
 * The fixed reply to a definite emergency: no search, no model. Physical danger comes first (a
 * person who is both in crisis and, say, bleeding heavily is told to call 999 before anything
 * else), then the words for someone in crisis — unless triage put the crisis words first, as it
 * does when the only other sign is the pain itself (./triage.ts).
 */
export function emergencyAnswer(flags: RedFlag[]): ChatAnswer {
  const lines = emergencyLines(flags);
  const physical = lines.length ? [lines.join("\n")] : [];
  const crisis = flags.some((f) => f.service === "samaritans");
  const crisisFirst = flags[0]?.service === "samaritans";
  const parts = crisisFirst
    ? [SELF_HARM_REPLY, ...physical]
    : [...physical, ...(crisis ? [SELF_HARM_REPLY] : [])];
  const physicalService = SERVICE_URGENCY.find((s) => flags.some((f) => f.service === s));
  const service = crisisFirst || !physicalService ? "samaritans" : physicalService;
  const calls = [
    ...CALLS[service],
    ...(crisis ? CALLS.samaritans : []),
    ...(physicalService ? CALLS[physicalService] : []),
  ].filter((call, i, all) => all.findIndex((c) => c.tel === call.tel) === i);
  return { reply: parts.join("\n\n"), sources: [], kind: "emergency", urgent: { service, calls } };
}

/** The safety line for words about suicide or self-harm that are denied or past. */
export const CRISIS_LINE =
  "If you ever have thoughts of suicide or self-harm, you can talk to Samaritans at any time on 116 123 (free), or call 999 if you are in danger now.";

/** The one safety line added to an answer when the message looked like an emergency. */
export function safetyLine(lookalikes: RedFlag[]): string {
  const service = SERVICE_URGENCY.find((s) => lookalikes.some((f) => f.service === s));
  const flag = lookalikes.find((f) => f.service === service);
  if (!service || !flag) return CRISIS_LINE;
  const action = service === "999"
    ? "call 999"
    : service === "ae"
    ? "go to A&E, or call 999 if the person cannot be moved"
    : "call NHS 111 (or the ward, if you had an operation recently), or 999 in an emergency";
  return `If this is happening now — ${lowerFirst(flag.concern)} — ${action}.`;
}

/** True for a reply written by triage (as the widget sends it back in the history). */
export function isTriageReply(text: string): boolean {
  return text.includes(NOT_HERE) || text.includes(SELF_HARM_REPLY.split("\n")[0]);
}

/**
 * The opening of a reply to a message that seems to describe a symptom happening now but matched
 * no sign for certain: where to get help now comes first, before anything the website says.
 */
export const HELP_NOW = [
  "If this is happening now and you're worried, please get help now rather than wait for a reply here:",
  "• Call 999 for chest pain, difficulty breathing, heavy bleeding, a collapse, a fit or signs of a stroke.",
  "• Go to A&E for a suspected broken bone, a joint out of place, a deep cut or sudden severe pain.",
  `• Otherwise call NHS 111 (or go to 111.nhs.uk), or, if you had an operation in the last few weeks, the ward: ${wards}.`,
].join("\n");

export const HELP_NOW_CALLS: CallAction[] = [
  { label: "Call 999", tel: "999" },
  { label: "Call NHS 111", tel: "111" },
  ward(privateHospital),
  ward(nhsHospital),
];

/** `answer` with where to get help now before it (kind "help-now"). */
/** For a message written partly in another language: the chat reads English only. */
export const INTERPRETERS =
  "This chat reads English only, so it may have misunderstood you. NHS 111 and 999 can get you an interpreter: say the name of your language when they answer.";

export function helpNowAnswer(
  answer: ChatAnswer,
  options: { interpreters?: boolean } = {},
): ChatAnswer {
  return {
    ...answer,
    reply: `${HELP_NOW}${options.interpreters ? `\n${INTERPRETERS}` : ""}\n\n${answer.reply}`,
    kind: "help-now",
    urgent: { service: "111", calls: HELP_NOW_CALLS },
  };
}
