/**
 * The JSON contracts between the edge and the widgets (and the build, for the chat's knowledge
 * index). The edge validates what it receives; widgets still read what they are sent tolerantly.
 */

/** What a patient sends to POST /api/submit-story (validated by edge/stories/input.ts). */
export interface StorySubmission {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  description: string;
  /** 1–5 */
  rating: number;
  stayAnonymous: boolean;
  /**
   * The version of the consent words the patient ticked (content/story-consent.ts). Not in the
   * spec's list of fields (§7): publishing a story about one's health needs explicit consent.
   */
  consent: string;
}

/** A story as the website shows it (GET /api/stories): never email, phone or full last name. */
export interface PublicStory {
  id: string;
  /** first name and last initial, or "Anonymous" */
  name: string;
  text: string;
  stars: number;
  profileColor: string;
  surgeryType: string;
  /** YYYY-MM-DD of submission */
  date: string;
  /** ISO time of submission */
  submitDate: string;
  /** the practice's public reply, shown under the story as "Reply from the practice" */
  reply?: string;
}

/** A passage the chat assistant can retrieve (dist/knowledge.json): one section of one page. */
export interface KnowledgeSection {
  title: string;
  url: string;
  text: string;
  /**
   * the text where Google's Gemini writes the chat's answers (GEMINI_API_KEY set), when it says
   * something else there: the privacy notice's lines about the chat ("…sent to Google")
   */
  geminiText?: string;
}

/** Who a chat reply sends the person to, most urgent first. */
export type UrgentService = "999" | "ae" | "111" | "samaritans";

/** A number a reply tells the person to call, for a tap-to-call button. */
export interface CallAction {
  /** what the button says, e.g. "Call 999" or "Call the ward at Sowe Valley Hospital" */
  label: string;
  /** the number as dialled, digits only (and a leading +), e.g. "999", "111", "116123" */
  tel: string;
}

/**
 * What POST /api/gemini answers. `kind` "emergency": a red flag was found, the reply opens with
 * what to do now and `urgent` names the service and the numbers to call (the panel shows it as an
 * urgent card with call buttons). `kind` "help-now": the message describes a symptom happening
 * now that the assistant cannot place; the reply opens with where to get help now (`urgent`
 * lists 999, A&E and NHS 111 in that order).
 */
export interface ChatReply {
  reply: string;
  sources: Array<{ title: string; url: string }>;
  kind: "emergency" | "help-now" | "answer" | "out-of-scope" | "not-found" | "help";
  urgent?: { service: UrgentService; calls: CallAction[] };
}

/** The services the "worried about a symptom now?" path ends at, most urgent first. */
export type PathService = Exclude<UrgentService, "samaritans">;

/**
 * The "worried about a symptom now?" path (`/widgets/urgent-care.json`, written by the build from
 * content/urgent-care.ts; the chat panel fetches it when the path is started). Questions come in
 * the order of their services (999, A&E, NHS 111); a yes ends at that service's outcome, a no
 * goes on to the next question, and no to every question ends at `none`.
 */
export interface SymptomPath {
  intro: string;
  questions: Array<{ service: PathService; text: string }>;
  outcomes: Record<PathService, { action: string; calls: CallAction[] }>;
  none: { heading: string; advice: string };
}
