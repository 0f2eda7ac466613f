/**
 * "Worried about a symptom now?" with JavaScript off: the start page, one page per question (each
 * answer a link to the next step) and one page per outcome, the same path as the chat panel's
 * (content/symptom-path.ts, lib/symptom-path.ts).
 */
import {
  outcomeCalls,
  pathHref,
  pathQuestions,
  symptomPathText as text,
} from "../../content/symptom-path.ts";
import { urgentCare } from "../../content/urgent-care.ts";
import { phoneParts } from "../../lib/phone-numbers.ts";
import { nextStep } from "../../lib/symptom-path.ts";
import { URGENT_HEADINGS } from "../../lib/urgent.ts";
import type { PathService } from "../../lib/wire-types.ts";
import { ActionLink } from "../components/ActionLink.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Inline } from "../components/RichText.tsx";

/** A button's label wraps between its words, never inside the number it names ("NHS 111"). */
const numbersKeptWhole = (label: string) =>
  phoneParts(label).map((part) =>
    typeof part === "string" ? part : part.label.replaceAll(" ", "\u00a0")
  ).join("");

function StartAgain({ back }: { back?: string }) {
  return (
    <p className="symptom-nav">
      {back && <a href={back}>{text.back}</a>}
      <a href={pathHref("start")}>{text.startAgain}</a>
    </p>
  );
}

export function SymptomPathStart() {
  return (
    <>
      <PageHero heading={text.heading} summary={<Inline text={text.intro} />} />
      <div className="container page-body symptom-path">
        <ActionLink href={pathHref(0)}>{text.start}</ActionLink>
        <p className="symptom-note">
          <Inline text={text.outcomeNote} />
        </p>
      </div>
    </>
  );
}

/** Question `index` (from 0): Yes leads to its service's page, No to the next question. */
export function symptomQuestion(index: number) {
  return function SymptomQuestion() {
    const question = pathQuestions[index];
    return (
      <div className="container page-body symptom-path">
        <h1>
          <span className="symptom-progress">
            {text.progress(index + 1, pathQuestions.length)}
          </span>{" "}
          {question.text}
        </h1>
        <ul className="symptom-answers">
          <li>
            <ActionLink href={pathHref(nextStep(pathQuestions, index, true))}>
              {text.yes}
            </ActionLink>
          </li>
          <li>
            <ActionLink href={pathHref(nextStep(pathQuestions, index, false))}>
              {text.no}
            </ActionLink>
          </li>
        </ul>
        <p className="symptom-note">
          <Inline text={text.emergencyNote} />
        </p>
        <StartAgain back={index === 0 ? pathHref("start") : pathHref(index - 1)} />
      </div>
    );
  };
}

/**
 * Where a yes ends: the service's heading, a tap-to-call button for each number, then what to do.
 * A small card of its own; the urgent-care card on other pages (pages/components/UrgentCard.tsx on
 * the design branch) should become one component with it.
 */
export function symptomOutcome(service: PathService) {
  return function SymptomOutcome() {
    const action = urgentCare.find((s) => s.id === service)!.action;
    return (
      <div className="container page-body symptom-path">
        <section className={`symptom-outcome symptom-${service}`} aria-labelledby="outcome">
          <h1 id="outcome">
            <Inline text={URGENT_HEADINGS[service]} />
          </h1>
          <div className="symptom-outcome-body">
            <ul className="symptom-calls">
              {outcomeCalls[service].map((call) => (
                <li key={call.tel}>
                  <a className="symptom-call" href={`tel:${call.tel}`}>
                    {numbersKeptWhole(call.label)}
                  </a>
                </li>
              ))}
            </ul>
            <p>
              <Inline text={action} />
            </p>
          </div>
        </section>
        <p className="symptom-note">
          <Inline text={text.outcomeNote} />
        </p>
        <StartAgain />
      </div>
    );
  };
}

/** No to every question: where to go if still worried. */
export function SymptomNone() {
  return (
    <div className="container page-body symptom-path">
      <h1>{text.none.heading}</h1>
      <p className="symptom-advice">
        <Inline text={text.none.advice} />
      </p>
      <StartAgain back={pathHref(pathQuestions.length - 1)} />
    </div>
  );
}
