/**
 * The emergencies the chat recognises, each with the service it sends the person to and the sign
 * as a patient would recognise it (it starts the emergency reply's sentence). The trained triage
 * model's classes are these ids and "none"; its training data (edge/chat/training/) is labelled
 * with them. Services follow the NHS website's "When to call 999" and "When to go to A&E", its
 * condition pages (a hot swollen joint with a high temperature, in an adult or a limping child:
 * an urgent GP appointment or NHS 111; a large or deep burn: A&E), NHS 111 online, and the site's
 * own post-operative advice (content/urgent-care.ts).
 */
import type { Service } from "../red-flags.ts";

export interface TriageConcept {
  id: string;
  service: Service;
  /** the sign, starting a sentence: "Chest pain or tightness" */
  concern: string;
  /** a service worth naming too (vomiting blood: A&E or 999) */
  alsoService?: Service;
}

export const TRIAGE_CONCEPTS: readonly TriageConcept[] = [
  { id: "chest-pain", service: "999", concern: "Chest pain, pressure or tightness" },
  { id: "breathing", service: "999", concern: "Difficulty breathing" },
  { id: "coughing-blood", service: "999", concern: "Coughing up blood" },
  { id: "collapse", service: "999", concern: "Collapsing, or not waking or responding" },
  { id: "seizure", service: "999", concern: "A fit (seizure)" },
  {
    id: "stroke",
    service: "999",
    concern: "Signs of a stroke (a drooping face, a weak arm or leg, or difficulty speaking)",
  },
  { id: "confusion", service: "999", concern: "Sudden confusion or drowsiness" },
  {
    id: "anaphylaxis",
    service: "999",
    concern: "Swelling of the lips, mouth, throat or tongue (a severe allergic reaction)",
  },
  { id: "heavy-bleeding", service: "999", concern: "Heavy bleeding that will not stop" },
  {
    id: "sepsis",
    service: "999",
    concern:
      "Signs of sepsis (a high or low temperature with a racing heart, fast breathing, blotchy or pale skin, or feeling very unwell)",
  },
  {
    id: "meningitis",
    service: "999",
    concern: "A rash that does not fade under a glass, or a stiff neck with a fever",
  },
  {
    id: "thunderclap-headache",
    service: "999",
    concern: "A sudden, severe headache (the worst ever)",
  },
  {
    id: "vomiting-blood",
    service: "999",
    alsoService: "ae",
    concern: "Vomiting blood, or what looks like coffee grounds",
  },
  { id: "open-fracture", service: "999", concern: "A bone through the skin, or a serious injury" },
  { id: "severe-burn", service: "ae", concern: "A large or deep burn" },
  { id: "overdose", service: "999", concern: "Too much of a medicine taken (an overdose)" },
  {
    id: "cold-limb",
    service: "999",
    concern: "A leg or foot that is suddenly cold, pale or blue, or very painful and numb",
  },
  {
    id: "pulmonary-embolism",
    service: "999",
    concern: "Sudden breathlessness or chest pain after an operation (a possible clot in the lung)",
  },
  {
    id: "crisis-danger",
    service: "999",
    concern: "Someone in danger of taking their own life now",
  },
  {
    id: "head-injury",
    service: "ae",
    concern:
      "A head injury with being knocked out, being sick or confused, or while on a blood thinner",
  },
  {
    id: "fracture-fall",
    service: "ae",
    concern:
      "A bone that may be broken after a fall or injury (such as not being able to stand or put weight on the leg)",
  },
  {
    id: "dislocation",
    service: "ae",
    concern: "A joint out of place, or a leg at a strange angle",
  },
  { id: "broken-bone", service: "ae", concern: "A bone that may be broken" },
  { id: "deep-wound", service: "ae", concern: "A deep cut, or a wound that has opened up" },
  { id: "severe-pain", service: "ae", concern: "Sudden, severe pain that painkillers do not ease" },
  {
    id: "tendon-rupture",
    service: "ae",
    concern:
      "A pop or snap in the leg and now not being able to straighten or lift it, or push off on the foot (a tendon may have torn)",
  },
  {
    id: "compartment",
    service: "ae",
    concern: "Severe pain, out of proportion, with a tight, swollen leg",
  },
  {
    id: "cauda-equina",
    service: "ae",
    concern:
      "Numbness around the bottom or genitals, or new trouble passing urine or controlling the bladder or bowels",
  },
  {
    id: "septic-joint",
    service: "111",
    concern: "A hot, swollen, painful joint (or a limp) with a fever",
  },
  {
    id: "eye-injury",
    service: "ae",
    concern: "An injury to the eye, or something in it that will not come out",
  },
  {
    id: "poisoning",
    service: "ae",
    concern: "Something harmful swallowed (a button battery, magnets, bleach or another chemical)",
  },
  {
    id: "clot-dvt",
    service: "111",
    concern: "A hot, swollen, red or painful calf or leg (a possible blood clot)",
  },
  {
    id: "wound-infection",
    service: "111",
    concern: "Signs of a wound infection (spreading redness, heat, oozing or a bad smell)",
  },
  {
    id: "post-op-fever",
    service: "111",
    concern: "A high temperature, or feeling hot and shivery, after an operation",
  },
  {
    id: "locked-knee",
    service: "111",
    concern: "A knee that has locked and will not straighten",
  },
  {
    id: "worsening-pain",
    service: "111",
    concern: "Pain or swelling after an operation that is getting worse, not better",
  },
  {
    id: "urgent-other",
    service: "111",
    concern: "A new symptom that needs a doctor's or nurse's advice today",
  },
  {
    id: "crisis-thoughts",
    service: "samaritans",
    concern: "Thoughts of suicide or self-harm",
  },
];

export const NONE = "none";
export const TRIAGE_CLASSES: readonly string[] = [NONE, ...TRIAGE_CONCEPTS.map((c) => c.id)];

const byId = new Map(TRIAGE_CONCEPTS.map((concept) => [concept.id, concept]));

export function triageConcept(id: string): TriageConcept | undefined {
  return byId.get(id);
}
