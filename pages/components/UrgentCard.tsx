import type { RichText as RichTextValue } from "../../content/schema.ts";
import { urgentCare, urgentHelp, type UrgentService } from "../../content/urgent-care.ts";
import { Inline, RichText } from "./RichText.tsx";

/** One service: its heading ("Call 999 if…"), the signs, then what to do, said once. */
function Service({ service }: { service: UrgentService }) {
  return (
    <div className={`urgent-service urgent-${service.id}`}>
      <h3 className="urgent-service-heading">
        <Inline text={service.heading} />
      </h3>
      <div className="urgent-service-body">
        <ul>
          {service.signs.map((sign) => (
            <li key={sign.text}>
              <Inline text={sign.text} />
            </li>
          ))}
        </ul>
        <p className="urgent-action">
          <Inline text={service.action} />
        </p>
      </div>
    </div>
  );
}

/**
 * The NHS-style urgent-care card, built from the site's one list of red flags
 * (content/urgent-care.ts): 999, then A&E, then NHS 111 or the ward. It sits under the home page's
 * hero, first on /Contact and at the end of every treatment and condition page, with the id the
 * header's "Urgent help" link jumps to. `after` adds what a page needs said beside it (who to call
 * after an operation there). Its colours are set on every part, so a dark theme cannot wash
 * them out, and in forced colours the borders carry its shape.
 */
export function UrgentCard({ after }: { after?: RichTextValue }) {
  return (
    <section className="urgent-card" id={urgentHelp.id} aria-labelledby={`${urgentHelp.id}-title`}>
      <h2 id={`${urgentHelp.id}-title`}>{urgentHelp.heading}</h2>
      <p className="urgent-intro">
        <Inline text={urgentHelp.intro} />
      </p>
      <div className="urgent-services">
        {urgentCare.map((service) => <Service key={service.id} service={service} />)}
      </div>
      {after && (
        <div className="urgent-after">
          <RichText content={after} subtitleLevel={3} />
        </div>
      )}
    </section>
  );
}
