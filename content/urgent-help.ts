/**
 * Where to go when something cannot wait, in the words every page that needs them uses: each
 * names the service and how soon (NHS guidance: a locked knee is seen the same day through NHS 111
 * or an urgent treatment centre; a suspected broken hip is an emergency).
 */
import type { InlineText } from "./schema.ts";

/** For any passage about a knee that locks. */
export const lockedKneeAdvice: InlineText =
  "If your knee is locked and you cannot straighten it, get help the same day: call NHS 111, or go to an urgent treatment centre or A&E.";

/** For the hip fracture page: what to do after a fall. */
export const suspectedHipFracture: InlineText =
  "After a fall, pain in the hip and not being able to stand or put weight on the leg can mean a broken hip. Call 999 or go to A&E straight away. Do not try to walk on it.";
