import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { Inline } from "../../components/RichText.tsx";

/**
 * The recovery timeline: an ordered list of steps, laid out by CSS alone — a horizontal line of
 * steps from medium width up, a vertical one below.
 */
export function RecoveryTimeline(
  { timeline }: { timeline: NonNullable<TreatmentPage["timeline"]> },
) {
  return (
    <section className="clinical-section timeline-section" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{timeline.title}</h2>
      <ol className="timeline">
        {timeline.steps.map((step) => (
          <li key={step.time} className="timeline-step">
            <span className="timeline-marker" aria-hidden="true"></span>
            <h3 className="timeline-time">{step.time}</h3>
            <p>
              <Inline text={step.description} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
