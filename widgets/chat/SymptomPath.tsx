/** @jsxImportSource preact */
/**
 * "Worried about a symptom now?" in the chat panel: the site's red flags as yes/no questions, one
 * at a time, ending at the service to use now (its urgent card and call buttons) or, after no to
 * every question, at the safety advice. No free text is read; nothing is stored or sent.
 *
 * The panel loads this module, and the questions (`/widgets/urgent-care.json`, written by the
 * build from content/urgent-care.ts), only when a patient starts the path: the chat's bundle
 * carries neither (its budget is 12 KB gz). The same path works without JavaScript from
 * /worried-about-a-symptom, which a failed fetch links to.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { nextStep, type PathStep, SYMPTOM_PATH_JSON } from "../../lib/symptom-path.ts";
import type { SymptomPath as PathData } from "../../lib/wire-types.ts";
import type { Reply as ReplyView, UrgentCard as UrgentCardView } from "./Reply.tsx";
// Not used here, but imported so that esbuild keeps Preact, its hooks and this in one runtime
// chunk: it groups shared code by the set of chunks that import it, and this chunk uses Preact.
import "../shared/shadow.ts";

export function SymptomPath({ siteOrigin, fallbackHref, onExit, Reply, UrgentCard }: {
  siteOrigin: string;
  /** the same path's first page, which needs no script */
  fallbackHref: string;
  onExit: () => void;
  /** handed over by the panel, so that this chunk shares no module of ours with the chat's */
  Reply: typeof ReplyView;
  UrgentCard: typeof UrgentCardView;
}) {
  const [path, setPath] = useState<PathData | null | false>(null);
  const [steps, setSteps] = useState<PathStep[]>([0]);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps.at(-1)!;

  useEffect(() => {
    fetch(siteOrigin + SYMPTOM_PATH_JSON)
      .then((response) => response.json())
      .then((data: PathData) => setPath(data.questions?.length && data.outcomes ? data : false))
      .catch(() => setPath(false));
  }, []);
  // Each step moves focus to its heading, as a new page would.
  useEffect(() => heading.current?.focus(), [steps.length, path]);

  const answer = (yes: boolean) =>
    setSteps([...steps, nextStep((path as PathData).questions, step as number, yes)]);
  const question = path && typeof step === "number" && path.questions[step];
  const outcome = path && typeof step === "string" && step !== "none" && path.outcomes[step];

  return (
    <div class="path">
      {path === false && (
        <p>
          The questions could not be loaded: <a href={fallbackHref}>answer them on the website</a>.
        </p>
      )}
      {question && (
        <>
          <h3 tabIndex={-1} ref={heading}>
            <span>Question {(step as number) + 1} of {path.questions.length}</span>
            {question.text}
          </h3>
          <p class="answers">
            <button type="button" onClick={() => answer(true)}>Yes</button>
            <button type="button" onClick={() => answer(false)}>No</button>
          </p>
          {step === 0 && <Reply text={path.intro} siteOrigin={siteOrigin} />}
        </>
      )}
      {outcome && (
        <UrgentCard
          service={step as keyof PathData["outcomes"]}
          text={outcome.action}
          calls={outcome.calls}
          siteOrigin={siteOrigin}
          headingRef={heading}
        />
      )}
      {path && step === "none" && (
        <>
          <h3 tabIndex={-1} ref={heading}>{path.none.heading}</h3>
          <Reply text={path.none.advice} siteOrigin={siteOrigin} />
        </>
      )}
      <p class="nav">
        {steps.length > 1 && (
          <button type="button" onClick={() => setSteps(steps.slice(0, -1))}>Back</button>
        )}
        <button type="button" onClick={onExit}>Back to the chat</button>
      </p>
    </div>
  );
}
