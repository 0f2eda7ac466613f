/**
 * Every clinical figure the site states, once (spec §9). Pages, guides (PDFs) and the chat's
 * knowledge index take a figure from here by id — `fact("infection.knee-arthroscopy")` →
 * "under 1%" — so two texts can never state the same measure of the same operation differently.
 *
 * A fact is a value for one measure (what is counted: the risk of infection, the time to desk
 * work…) of one scope (the operation or treatment it is for). Measures carry the words that state
 * them and the shape of their figure, and scopes the words that name them, so that
 * tests/unit/fact-consistency.test.ts can find every statement of a measure in every text the
 * site publishes and check its figure against this table.
 *
 * Values are written as the pages write them ("under 1%", "about 1-2%", "4-6 weeks"); never
 * change one without the spec's authority.
 */

/** The shape of a measure's figure in a sentence. */
export type FigureKind = "percent" | "duration" | "hours" | "mm" | "cm";

export interface Measure {
  /** what is measured, as a patient reads it */
  label: string;
  /** words that show a sentence (or clause) states this measure */
  statedBy: RegExp;
  figure: FigureKind;
  /**
   * Every statement must be attributable to a fact: a figure for this measure in a text that names
   * no operation, or for an operation the table has no figure for, is an error. Set for risks, and
   * for measures the spec gives no figure for at all (so no text may state one).
   */
  mustHaveFact?: boolean;
}

export const measures = {
  infection: {
    label: "risk of infection",
    statedBy: /\binfections?\b/i,
    figure: "percent",
    mustHaveFact: true,
  },
  "blood-clot": {
    label: "risk of a blood clot (DVT or PE)",
    statedBy: /\b(?:blood clots?|DVT|PE)\b/,
    figure: "percent",
    mustHaveFact: true,
  },
  "serious-complications": {
    label: "risk of each serious complication",
    statedBy: /\bserious complications?\b|\bcomplications\b[^.]*\beach\b/i,
    figure: "percent",
    mustHaveFact: true,
  },
  "persistent-pain": {
    label: "pain that persists",
    statedBy: /\bpain\b[^.]*\bpersists?\b|\bpersist\w*\b[^.]*\bpain\b/i,
    figure: "percent",
  },
  "pain-reduction": {
    label: "people with less pain",
    statedBy: /\bless pain\b|\bpain (?:reduction|relief)\b|\breduce pain\b/i,
    figure: "percent",
  },
  "meniscus-success": {
    label: "success of surgery for a torn meniscus",
    statedBy: /\b(?:torn )?meniscus\b[^.]*\bhelps?\b/i,
    figure: "percent",
  },
  "lining-success": {
    label: "success of trimming the joint lining",
    statedBy: /\blining\b/i,
    figure: "percent",
  },
  "implant-survival": {
    label: "implants still working at 10 years",
    statedBy: /\bat 10 years\b/i,
    figure: "percent",
  },
  "implant-lifespan": {
    label: "how long the implant lasts",
    statedBy: /\b(?:most|many) last\b/i,
    figure: "duration",
  },
  "partial-suitability": {
    label: "people needing a knee replacement who are suitable for a partial one",
    statedBy: /\bsuitable\b/i,
    figure: "percent",
  },
  "contact-sport-minimum": {
    label: "the shortest wait before contact sport",
    // the words next to the shortest wait, whichever way round the sentence puts it
    statedBy:
      /\bat least (?=\d+ months? before\b[^.]*\bcontact sport\b)|(?<=\bcontact sport\b[^.]*)\bnot before\b/i,
    figure: "duration",
  },
  "weight-bearing-start": {
    label: "when weight first goes on the leg",
    statedBy:
      /\bstart(?:s|ing)? (?:putting|to put) (?:some )?weight\b|\bsome weight on the leg from\b|\bweight-bearing from\b/i,
    figure: "duration",
  },
  // The spec gives no time for full weight: no text may state one (a patient could read "full weight at week 4").
  "full-weight-bearing": {
    label: "when full weight goes on the leg",
    statedBy: /\bfull weight\b/i,
    figure: "duration",
    mustHaveFact: true,
  },
  "limited-weight-bearing": {
    label: "how long weight on the leg is limited",
    statedBy:
      /\blimited weight(?:-bearing)?\b|\blimit(?:ed)? weight\b|\bweight on the leg is limited\b/i,
    figure: "duration",
  },
  "steroid-relief": {
    label: "how long a steroid injection eases pain",
    statedBy: /\bsteroid\b|\bcortisone\b/i,
    figure: "duration",
  },
  "hyaluronic-relief": {
    label: "how long hyaluronic acid eases pain",
    statedBy: /\bhyaluronic\b/i,
    figure: "duration",
  },
  "operation-length": {
    label: "how long the operation takes",
    statedBy: /\btakes?\b|\boperation lasts\b/i,
    figure: "hours",
  },
  "keyhole-cut": { label: "the length of the keyhole cuts", statedBy: /\bcuts?\b/i, figure: "mm" },
  "graft-cut": {
    label: "the length of the cut to take the graft",
    statedBy: /\bcuts?\b/i,
    figure: "cm",
  },
  "hospital-stay": {
    label: "the stay in hospital",
    statedBy: /\bin hospital\b|\bhospital stay\b/i,
    figure: "duration",
  },
  bandage: { label: "when the bandage comes off", statedBy: /\bbandage\b/i, figure: "duration" },
  steristrips: {
    label: "when the steristrips come off",
    statedBy: /\bsteristrips\b/i,
    figure: "duration",
  },
  "clips-out": { label: "when the clips come out", statedBy: /\bclips\b/i, figure: "duration" },
  "stitches-out": {
    label: "when the stitches come out",
    statedBy: /\bstitches\b/i,
    figure: "duration",
  },
  "wounds-dry": { label: "keeping the wounds dry", statedBy: /\bdry\b/i, figure: "duration" },
  shower: { label: "when you can shower", statedBy: /\bshower(?:ing)?\b/i, figure: "duration" },
  rest: { label: "rest after the operation", statedBy: /\brest\b/i, figure: "duration" },
  "blood-thinning-injections": {
    label: "blood-thinning injections",
    statedBy: /\bblood[- ]thinning\b/i,
    figure: "duration",
  },
  crutches: {
    label: "time on crutches",
    statedBy: /\b(?:use|walk with|on) crutches\b|\bcrutches:/i,
    figure: "duration",
  },
  "physiotherapy-start": {
    label: "when physiotherapy starts",
    statedBy: /\bphysiotherapy (?:starts|begins)\b/i,
    figure: "duration",
  },
  "clinic-check": { label: "the clinic check", statedBy: /\bclinic\b/i, figure: "duration" },
  walking: {
    label: "walking after the operation",
    statedBy: /\bwalking (?:within|on the|the next)\b|\bwalk(?:ing)? within\b/i,
    figure: "duration",
  },
  driving: { label: "driving", statedBy: /\bdriv(?:e|ing)\b/i, figure: "duration" },
  "desk-work": {
    label: "desk or office work",
    statedBy: /\bdesk\b|\boffice work\b/i,
    figure: "duration",
  },
  "physical-work": {
    label: "physical, manual or heavy work",
    statedBy: /\b(?:physical|manual|heavy) work\b/i,
    figure: "duration",
  },
  "normal-activities": {
    label: "normal activities",
    statedBy: /\bnormal activities\b/i,
    figure: "duration",
  },
  "full-recovery": { label: "full recovery", statedBy: /\bfull recovery\b/i, figure: "duration" },
  cycling: { label: "cycling", statedBy: /\bcycling\b/i, figure: "duration" },
  jogging: { label: "jogging", statedBy: /\bjogging\b/i, figure: "duration" },
  "light-sport": { label: "light sport", statedBy: /\blight sport\b/i, figure: "duration" },
  "competitive-sport": {
    label: "competitive sport",
    statedBy: /\bcompetitive sport\b/i,
    figure: "duration",
  },
  "energetic-sport": {
    label: "more energetic sport",
    statedBy: /\benergetic sport\b/i,
    figure: "duration",
  },
  "contact-sport-return": {
    label: "when most people are back at contact sport",
    statedBy: /\breturn at\b|\bcontact sport: (?=\d)/i,
    figure: "duration",
  },
  "sport-return": {
    label: "sport",
    statedBy: /^sport:|\bback to sport\b|\bsport (?:after|from)\b/i,
    figure: "duration",
  },
  "bone-healing": {
    label: "the bone healing",
    statedBy: /\bbone\b[^.]*\bheal/i,
    figure: "duration",
  },
  "results-last": {
    label: "how long the results last",
    statedBy: /\bresults\b[^.]*\blast\b/i,
    figure: "duration",
  },
  "physiotherapy-benefit": {
    label: "when physiotherapy starts to help",
    statedBy: /\bbenefit\b|\bimprovement\b/i,
    figure: "duration",
  },
  "non-surgical-trial": {
    label: "how long to try treatment without an operation before surgery",
    statedBy:
      /\bnon-surgical treatment\b|\bbefore thinking about surgery\b|\bsurgery is considered\b/i,
    figure: "duration",
  },
} as const satisfies Record<string, Measure>;

export type MeasureId = keyof typeof measures;

export interface Scope {
  /** how a text names this operation or treatment, e.g. "a knee arthroscopy (keyhole surgery)" */
  label: string;
  /**
   * Words that name this scope inside a statement. Scopes are tried in the order of this table,
   * so the more specific come first ("partial knee replacement" before "knee replacement").
   */
  namedBy: RegExp;
  /**
   * Techniques this operation uses that are also operations of their own: on a page about this
   * operation, a statement naming the technique ("through keyhole cuts 5-10 mm long") is about
   * this operation.
   */
  includes?: readonly string[];
}

export const scopes = {
  "partial-knee-replacement": {
    label: "a partial knee replacement",
    namedBy: /\bpartial (?:knee )?(?:replacements?|knees?|one)\b|\bunicompartmental\b/i,
  },
  "total-knee-replacement": {
    label: "a total knee replacement",
    namedBy: /\b(?:total |standard )?knee replacements?\b/i,
  },
  "hip-surgery": { label: "hip operations in general", namedBy: /\bhips?\b/i },
  "high-tibial-osteotomy": {
    label: "a high tibial osteotomy (HTO)",
    namedBy: /\bHTO\b|\bhigh tibial\b/i,
  },
  "distal-femoral-osteotomy": {
    label: "a distal femoral osteotomy (DFO)",
    namedBy: /\bDFO\b|\bdistal femoral\b/i,
  },
  "knee-osteotomy": {
    label: "a knee osteotomy",
    namedBy: /\bosteotomy\b/i,
    includes: ["knee-arthroscopy"],
  },
  "acl-reconstruction": {
    label: "ACL reconstruction",
    namedBy: /\bACL\b|\banterior cruciate\b/,
    includes: ["knee-arthroscopy"],
  },
  "patellar-realignment": {
    label: "patellar realignment",
    namedBy: /\b(?:patellar|kneecap) realignment\b/i,
    includes: ["knee-arthroscopy"],
  },
  "patellar-stabilisation": {
    label: "patellar stabilisation",
    namedBy: /\b(?:patellar|kneecap) stabili[sz]ation\b|\bMPFL\b/i,
    includes: ["knee-arthroscopy", "knee-osteotomy"],
  },
  "knee-arthroscopy": {
    label: "a knee arthroscopy (keyhole surgery)",
    namedBy: /\bkeyhole\b|\barthroscop\w*\b/i,
  },
  "non-surgical-knee": {
    label: "non-surgical treatment for the knee",
    namedBy: /\bnon-surgical\b[^.]*\bknees?\b/i,
  },
  "knee-surgery": {
    label: "knee operations in general",
    namedBy:
      /\bknee (?:surgery|operations?) in general\b|\bof knee operations\b|\bafter knee surgery\b/i,
  },
} as const satisfies Record<string, Scope>;

/** Whether `technique` is part of `operation` (see `Scope.includes`). */
export function isPartOf(technique: ScopeId, operation: ScopeId): boolean {
  const scope: Scope = scopes[operation];
  return scope.includes?.includes(technique) ?? false;
}

for (const [id, scope] of Object.entries(scopes) as Array<[string, Scope]>) {
  for (const part of scope.includes ?? []) {
    if (!(part in scopes)) throw new Error(`scope ${id} includes unknown scope ${part}`);
  }
}

export type ScopeId = keyof typeof scopes;

export interface ClinicalFact {
  measure: MeasureId;
  /** the operations or treatments the figure is for */
  scopes: readonly ScopeId[];
  /** as the pages write it */
  value: string;
  /** where the spec states it (§9 unless said otherwise) */
  spec: string;
}

const patellaSurgery = ["patellar-realignment", "patellar-stabilisation"] as const;
const days = (
  measure: MeasureId,
  scopes: readonly ScopeId[],
  value: string,
  spec: string,
): ClinicalFact => ({ measure, scopes, value, spec });

function facts<const T extends Record<string, ClinicalFact>>(table: T): T {
  return table;
}

/**
 * The table. Ids read measure.scope. A figure the spec gives for an operation in general (the
 * knee's "1-2%" infection risk) is its own fact, so a page quoting it for a particular operation
 * has to say that it is the general figure.
 */
export const clinicalFacts = facts({
  // General
  "infection.knee-surgery": {
    measure: "infection",
    scopes: ["knee-surgery"],
    value: "about 1-2%",
    spec: "General: infection risk 1-2% knee",
  },
  "infection.hip-surgery": {
    measure: "infection",
    scopes: ["hip-surgery"],
    value: "under 1%",
    spec: "General: infection risk under 1% hip",
  },
  "partial-suitability.partial-knee-replacement": {
    measure: "partial-suitability",
    scopes: ["partial-knee-replacement", "total-knee-replacement"],
    value: "30-50%",
    spec: "General: 30-50% of patients suitable for partial knee replacement",
  },
  "pain-reduction.knee-osteotomy": {
    measure: "pain-reduction",
    scopes: ["knee-osteotomy"],
    value: "over 80%",
    spec: "General: over 80% pain reduction after osteotomy",
  },
  "contact-sport-minimum.acl-reconstruction": {
    measure: "contact-sport-minimum",
    scopes: ["acl-reconstruction"],
    value: "at least 9 months",
    spec: "General: at least 9 months before contact sport after ACL surgery",
  },
  // Arthroscopy
  "meniscus-success.knee-arthroscopy": {
    measure: "meniscus-success",
    scopes: ["knee-arthroscopy"],
    value: "about 80-90%",
    spec: "Arthroscopy: meniscal success 80-90%",
  },
  "lining-success.knee-arthroscopy": {
    measure: "lining-success",
    scopes: ["knee-arthroscopy"],
    value: "about 70-75%",
    spec: "Arthroscopy: lining trimming 70-75%",
  },
  "infection.knee-arthroscopy": {
    measure: "infection",
    scopes: ["knee-arthroscopy"],
    value: "under 1%",
    spec: "Arthroscopy: infection under 1%",
  },
  "blood-clot.knee-arthroscopy": {
    measure: "blood-clot",
    scopes: ["knee-arthroscopy"],
    value: "under 1%",
    spec: "Arthroscopy: DVT/PE under 1%",
  },
  // Total knee replacement
  "implant-survival.total-knee-replacement": {
    measure: "implant-survival",
    scopes: ["total-knee-replacement"],
    value: "over 90%",
    spec: "Total knee replacement: implant survival over 90% at 10 years",
  },
  "implant-lifespan.total-knee-replacement": {
    measure: "implant-lifespan",
    scopes: ["total-knee-replacement"],
    value: "10-20 years",
    spec: "Total knee replacement: lasts 10-20 years",
  },
  "infection.total-knee-replacement": {
    measure: "infection",
    scopes: ["total-knee-replacement"],
    value: "under 1%",
    spec: "Total knee replacement: infection under 1%",
  },
  "blood-clot.total-knee-replacement": {
    measure: "blood-clot",
    scopes: ["total-knee-replacement"],
    value: "under 1%",
    spec: "Total knee replacement: DVT/PE under 1%",
  },
  "persistent-pain.total-knee-replacement": {
    measure: "persistent-pain",
    scopes: ["total-knee-replacement"],
    value: "under 5%",
    spec: "Total knee replacement: persistent pain under 5%",
  },
  // Partial knee replacement
  "implant-survival.partial-knee-replacement": {
    measure: "implant-survival",
    scopes: ["partial-knee-replacement"],
    value: "about 90-95%",
    spec: "Partial knee replacement: implants 90-95% working at 10 years",
  },
  "implant-lifespan.partial-knee-replacement": {
    measure: "implant-lifespan",
    scopes: ["partial-knee-replacement"],
    value: "10-15 years or more",
    spec: "Partial knee replacement: lasts 10-15 years or more",
  },
  "infection.partial-knee-replacement": {
    measure: "infection",
    scopes: ["partial-knee-replacement"],
    value: "under 1%",
    spec: "Partial knee replacement: infection under 1%",
  },
  // Osteotomy
  "weight-bearing-start.knee-osteotomy": {
    measure: "weight-bearing-start",
    scopes: ["knee-osteotomy"],
    value: "4-6 weeks",
    spec: "Osteotomy: weight-bearing from 4-6 weeks",
  },
  "limited-weight-bearing.knee-osteotomy": {
    measure: "limited-weight-bearing",
    scopes: ["knee-osteotomy"],
    value: "at least 6 weeks",
    spec: "Osteotomy: limited weight-bearing at least 6 weeks",
  },
  // Patella realignment and stabilisation
  "serious-complications.patella-surgery": {
    measure: "serious-complications",
    scopes: patellaSurgery,
    value: "under 1%",
    spec:
      "Patella realignment and stabilisation: complications (infection, DVT/PE, non-union, neurovascular injury) under 1% each",
  },
  "keyhole-cut.knee-arthroscopy": days(
    "keyhole-cut",
    ["knee-arthroscopy"],
    "5 mm",
    "Arthroscopy: 5 mm cuts",
  ),
  "bandage.knee-arthroscopy": days(
    "bandage",
    ["knee-arthroscopy"],
    "48 hours",
    "Arthroscopy: crepe bandage off at 48 h",
  ),
  "steristrips.knee-arthroscopy": days(
    "steristrips",
    ["knee-arthroscopy"],
    "10-12 days",
    "Arthroscopy: steristrips 10-12 days",
  ),
  "driving.knee-arthroscopy": days(
    "driving",
    ["knee-arthroscopy"],
    "4-5 days",
    "Arthroscopy: driving 4-5 days",
  ),
  "desk-work.knee-arthroscopy": days(
    "desk-work",
    ["knee-arthroscopy"],
    "14 days",
    "Arthroscopy: desk work 14 days",
  ),
  "light-sport.knee-arthroscopy": days(
    "light-sport",
    ["knee-arthroscopy"],
    "3-4 weeks",
    "Arthroscopy: light sport 3-4 weeks",
  ),
  "competitive-sport.knee-arthroscopy": days(
    "competitive-sport",
    ["knee-arthroscopy"],
    "6 weeks",
    "Arthroscopy: competitive sport 6 weeks",
  ),
  // ACL reconstruction
  "operation-length.acl-reconstruction": days(
    "operation-length",
    ["acl-reconstruction"],
    "about 2 hours",
    "ACL reconstruction: about 2 hours",
  ),
  "keyhole-cut.acl-reconstruction": days(
    "keyhole-cut",
    ["acl-reconstruction"],
    "5-10 mm",
    "ACL reconstruction: cuts 5-10 mm",
  ),
  "graft-cut.acl-reconstruction": days(
    "graft-cut",
    ["acl-reconstruction"],
    "4-5 cm",
    "ACL reconstruction: cut 4-5 cm",
  ),
  "desk-work.acl-reconstruction": days(
    "desk-work",
    ["acl-reconstruction"],
    "2-4 weeks",
    "ACL reconstruction: desk work 2-4 weeks",
  ),
  "physical-work.acl-reconstruction": days(
    "physical-work",
    ["acl-reconstruction"],
    "6 weeks",
    "ACL reconstruction: physical work 6 weeks",
  ),
  "cycling.acl-reconstruction": days(
    "cycling",
    ["acl-reconstruction"],
    "3 months",
    "ACL reconstruction: cycling 3 months",
  ),
  "jogging.acl-reconstruction": days(
    "jogging",
    ["acl-reconstruction"],
    "6 months",
    "ACL reconstruction: jogging 6 months",
  ),
  "contact-sport-return.acl-reconstruction": days(
    "contact-sport-return",
    ["acl-reconstruction"],
    "9-12 months",
    "ACL reconstruction: contact sport 9-12 months",
  ),
  "wounds-dry.acl-reconstruction": days(
    "wounds-dry",
    ["acl-reconstruction"],
    "7 days",
    "ACL reconstruction: wounds dry 7 days",
  ),
  // Total knee replacement (recovery)
  "hospital-stay.total-knee-replacement": days(
    "hospital-stay",
    ["total-knee-replacement"],
    "1-3 days",
    "Total knee replacement: stay 1-3 days",
  ),
  "driving.total-knee-replacement": days(
    "driving",
    ["total-knee-replacement"],
    "about 6 weeks",
    "Total knee replacement: driving about 6 weeks",
  ),
  "desk-work.total-knee-replacement": days(
    "desk-work",
    ["total-knee-replacement"],
    "about 6 weeks",
    "Total knee replacement: office work about 6 weeks",
  ),
  "physical-work.total-knee-replacement": days(
    "physical-work",
    ["total-knee-replacement"],
    "about 3 months",
    "Total knee replacement: manual work about 3 months",
  ),
  "light-sport.total-knee-replacement": days(
    "light-sport",
    ["total-knee-replacement"],
    "3-4 months",
    "Total knee replacement: light sport 3-4 months",
  ),
  "energetic-sport.total-knee-replacement": days(
    "energetic-sport",
    ["total-knee-replacement"],
    "6-9 months",
    "Total knee replacement: energetic sport 6-9 months",
  ),
  "clips-out.total-knee-replacement": days(
    "clips-out",
    ["total-knee-replacement"],
    "10-12 days",
    "Total knee replacement: clips out at 10-12 days",
  ),
  "shower.total-knee-replacement": days(
    "shower",
    ["total-knee-replacement"],
    "48 hours",
    "Total knee replacement: shower after 48 h",
  ),
  // Partial knee replacement (recovery)
  "operation-length.partial-knee-replacement": days(
    "operation-length",
    ["partial-knee-replacement"],
    "1-2 hours",
    "Partial knee replacement: 1-2 hours",
  ),
  "walking.partial-knee-replacement": days(
    "walking",
    ["partial-knee-replacement"],
    "24 hours",
    "Partial knee replacement: walking within 24 h",
  ),
  "normal-activities.partial-knee-replacement": days(
    "normal-activities",
    ["partial-knee-replacement"],
    "4-6 weeks",
    "Partial knee replacement: normal activities 4-6 weeks",
  ),
  "full-recovery.partial-knee-replacement": days(
    "full-recovery",
    ["partial-knee-replacement"],
    "3-4 months",
    "Partial knee replacement: full recovery 3-4 months",
  ),
  // Osteotomy (healing)
  "bone-healing.high-tibial-osteotomy": days(
    "bone-healing",
    ["high-tibial-osteotomy"],
    "4-6 months",
    "Osteotomy: bone healed 4-6 months HTO",
  ),
  "bone-healing.distal-femoral-osteotomy": days(
    "bone-healing",
    ["distal-femoral-osteotomy"],
    "3 months",
    "Osteotomy: bone healed 3 months DFO",
  ),
  "results-last.knee-osteotomy": days(
    "results-last",
    ["knee-osteotomy"],
    "10 years or more",
    "Osteotomy: results 10 years or more",
  ),
  // Patella realignment and stabilisation (recovery)
  "keyhole-cut.patella-surgery": days(
    "keyhole-cut",
    patellaSurgery,
    "5-10 mm",
    "Patella: cuts 5-10 mm",
  ),
  "crutches.patellar-realignment": days(
    "crutches",
    ["patellar-realignment"],
    "up to 2 weeks",
    "Patella: crutches up to 2 weeks",
  ),
  "crutches.patellar-stabilisation": days(
    "crutches",
    ["patellar-stabilisation"],
    "1-2 weeks",
    "Patella: crutches 1-2 weeks elsewhere",
  ),
  "rest.patella-surgery": days("rest", patellaSurgery, "48 hours", "Patella: rest 48 hours"),
  "blood-thinning-injections.patella-surgery": days(
    "blood-thinning-injections",
    patellaSurgery,
    "2 weeks",
    "Patella: 2 weeks of blood-thinning injections",
  ),
  "stitches-out.patella-surgery": days(
    "stitches-out",
    patellaSurgery,
    "12 days",
    "Patella: stitches out at 12 days",
  ),
  "physiotherapy-start.patella-surgery": days(
    "physiotherapy-start",
    patellaSurgery,
    "1 week",
    "Patella: physiotherapy at 1 week",
  ),
  "clinic-check.patella-surgery": days(
    "clinic-check",
    patellaSurgery,
    "6 weeks",
    "Patella: clinic at 6 weeks",
  ),
  "desk-work.patella-surgery": days(
    "desk-work",
    patellaSurgery,
    "2-4 weeks",
    "Patella: desk work 2-4 weeks",
  ),
  "physical-work.patella-surgery": days(
    "physical-work",
    patellaSurgery,
    "6 weeks",
    "Patella: heavy work 6 weeks",
  ),
  "sport-return.patella-surgery": days(
    "sport-return",
    patellaSurgery,
    "3-4 months",
    "Patella: sport 3-4 months",
  ),
  "wounds-dry.patella-surgery": days(
    "wounds-dry",
    patellaSurgery,
    "7 days",
    "Patella: wounds dry 7 days",
  ),
  "shower.patella-surgery": days(
    "shower",
    patellaSurgery,
    "48 hours",
    "Patella: showering after 48 h",
  ),
  // Non-surgical knees and hips
  "steroid-relief.non-surgical-knee": {
    measure: "steroid-relief",
    scopes: ["non-surgical-knee"],
    value: "1-3 months",
    spec: "Non-surgical knees: cortisone relief 1-3 months",
  },
  "hyaluronic-relief.non-surgical-knee": {
    measure: "hyaluronic-relief",
    scopes: ["non-surgical-knee"],
    value: "3-6 months",
    spec: "Non-surgical knees: hyaluronic acid 3-6 months",
  },
  "pain-reduction.hip-physiotherapy": {
    measure: "pain-reduction",
    scopes: ["hip-surgery"],
    value: "40-60%",
    spec: "Non-surgical hips: physiotherapy reduces pain 40-60% in hip osteoarthritis",
  },
  "steroid-relief.non-surgical-hip": {
    measure: "steroid-relief",
    scopes: ["hip-surgery"],
    value: "1-3 months",
    spec: "Non-surgical hips: steroid injection relief 1-3 months",
  },
  "physiotherapy-benefit.non-surgical-knee": days(
    "physiotherapy-benefit",
    ["non-surgical-knee"],
    "4-6 weeks",
    "Non-surgical knees: physiotherapy benefit within 4-6 weeks",
  ),
  "physiotherapy-benefit.non-surgical-hip": days(
    "physiotherapy-benefit",
    ["hip-surgery"],
    "4-6 weeks",
    "Non-surgical hips: improvement in 4-6 weeks",
  ),
  "non-surgical-trial.knee-and-hip": days(
    "non-surgical-trial",
    ["non-surgical-knee", "hip-surgery", ...patellaSurgery],
    "3-6 months",
    "Non-surgical knees: try non-surgical care 3-6 months before surgery; kneecap surgery after 3-6 months; non-surgical hips: consider surgery after 3-6 months",
  ),
  "hyaluronic-relief.non-surgical-hip": {
    measure: "hyaluronic-relief",
    scopes: ["hip-surgery"],
    value: "6+ months",
    spec: "Non-surgical hips: hyaluronic acid 6+ months",
  },
});

export type FactId = keyof typeof clinicalFacts;

/** A figure as the pages write it, by id: `fact("infection.knee-arthroscopy")` → "under 1%". */
export function fact(id: FactId): string {
  return clinicalFacts[id].value;
}

/** The same figure at the start of a sentence: "Over 90%". */
export function factAtStart(id: FactId): string {
  const value = fact(id);
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * What each page (route path) or guide (PDF href) is about: the scope a statement on it is for
 * when the statement names no operation itself. A guide built from pages is about what those
 * pages are about.
 */
export const textSubjects: Record<string, readonly ScopeId[]> = {
  "/Treatments/knee-arthroscopy": ["knee-arthroscopy"],
  "/Conditions/cartilage-tear": ["knee-arthroscopy"],
  "/knee-procedures/partial-meniscectomy": ["knee-arthroscopy"],
  "/knee-procedures/meniscus-repair": ["knee-arthroscopy"],
  "/knee-procedures/loose-body-removal": ["knee-arthroscopy"],
  "/Treatments/acl-reconstruction": ["acl-reconstruction"],
  "/Conditions/acl/-ligament-injury-(sports-knee-injury)": ["acl-reconstruction"],
  "/Treatments/total-knee-replacement": ["total-knee-replacement"],
  "/knee-procedures/robotic-knee-replacement": ["total-knee-replacement"],
  "/Treatments/partial-knee-replacement": ["partial-knee-replacement"],
  "/Treatments/knee-osteotomy": ["knee-osteotomy"],
  "/Treatments/patellar-realignment": ["patellar-realignment"],
  "/Treatments/patellar-stabilization": ["patellar-stabilisation"],
  "/Treatments/non-surgical-treatment-for-knees": ["non-surgical-knee"],
  "/Conditions/knee-arthritis": ["non-surgical-knee"],
  "/Conditions/anterior-knee-pain": ["non-surgical-knee"],
  "/knee-procedures/knee-injections": ["non-surgical-knee"],
  "/Treatments/non-surgical-treatment-for-hips": ["hip-surgery"],
  "/Treatments/hip-replacement": ["hip-surgery"],
  "/hip-procedures": ["hip-surgery"],
  "/hip-procedures/hip-arthroscopy": ["hip-surgery"],
  "/hip-procedures/hip-resurfacing": ["hip-surgery"],
  "/hip-procedures/hip-injections": ["hip-surgery"],
  "/hip-procedures/revision-hip-replacement": ["hip-surgery"],
  "/hip-procedures/hip-fracture-surgery": ["hip-surgery"],
  "/hip-procedures/hip-bursitis-treatment": ["hip-surgery"],
  "/hip-procedures/gluteal-tendon-repair": ["hip-surgery"],
};

/** The facts that give a figure for this measure of this scope (at most one, by construction). */
export function factFor(measure: MeasureId, scope: ScopeId): [FactId, ClinicalFact] | undefined {
  for (const [id, entry] of Object.entries(clinicalFacts) as Array<[FactId, ClinicalFact]>) {
    if (entry.measure === measure && entry.scopes.includes(scope)) return [id, entry];
  }
  return undefined;
}
