import { ENQUIRY_SECTION_ID } from "../../content/navigation.ts";
import { type Hospital, hospitalAddress, site } from "../../content/site.ts";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { PhoneLink } from "../components/ContactLinks.tsx";
import { EnquiryForm } from "./EnquiryForm.tsx";
import { ENQUIRY_REPLY_TIME, notForUrgentProblems } from "../../content/enquiry.ts";
import { HospitalIdentity } from "../components/HospitalIdentity.tsx";
import { Inline } from "../components/RichText.tsx";

function PracticeCard({ hospital, children }: { hospital: Hospital; children?: React.ReactNode }) {
  return (
    <article className="practice-card" id={hospital.id} aria-labelledby={`${hospital.id}-title`}>
      <HospitalIdentity hospital={hospital} titleId={`${hospital.id}-title`} />
      <p>
        <span className="label">Telephone:{" "}</span>
        <PhoneLink phone={hospital.phone} />
      </p>
      {children}
      <p className="practice-note">{hospital.bookingNote}</p>
      <p>
        <ExternalLink
          className="map-link"
          href={hospital.mapUrl}
          label={`View on map: ${hospitalAddress(hospital)}`}
        >
          View on map
        </ExternalLink>
      </p>
    </article>
  );
}

export function ConsultationTimes({ heading = "Private consultation times", headingLevel = 4 }: {
  heading?: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  return (
    <div className="consultation-times">
      <Heading>{heading}</Heading>
      <dl>
        {site.consultationTimes.map((s) => (
          <div key={s.day}>
            <dt>{s.day}</dt>
            <dd>
              <time>{s.opens}</time>–<time>{s.closes}</time>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The Enquire Now section of the shared layout: the enquiry form and both practices. A page that
 * shows the practice cards itself (Contact) passes `practices={false}`, so they appear once; its
 * own cards then carry the `#private-practice` / `#nhs-practice` ids the top bar jumps to.
 */
export function EnquireNow(
  { formAction, practices = true }: { formAction: string; practices?: boolean },
) {
  return (
    <section className="enquire-now" id={ENQUIRY_SECTION_ID} aria-labelledby="enquire-now-title">
      <div className="container enquire-now-inner">
        <div className="enquire-now-form">
          <h2 id="enquire-now-title">Enquire Now</h2>
          <p className="section-lead">
            Send a message to the practice team. We reply within{" "}
            {ENQUIRY_REPLY_TIME}. Please do not include detailed medical information — we will talk
            it through with you.
          </p>
          <p className="section-lead urgent-note">
            <Inline text={notForUrgentProblems} />
          </p>
          <EnquiryForm action={formAction} idPrefix="enquiry" />
        </div>
        {practices && (
          <div className="practice-cards">
            <PracticeCard hospital={site.hospitals.private}>
              <ConsultationTimes />
            </PracticeCard>
            <PracticeCard hospital={site.hospitals.nhs} />
          </div>
        )}
      </div>
    </section>
  );
}
