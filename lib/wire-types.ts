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
}
