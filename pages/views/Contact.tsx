import { contactPage, contactRoleOrder } from "../../content/contact.ts";
import {
  type Contact as ContactPerson,
  type Hospital,
  hospitalAddress,
  site,
} from "../../content/site.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Inline, RichText } from "../components/RichText.tsx";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { EmailLink, PhoneLink } from "../components/ContactLinks.tsx";
import { ActionLink } from "../components/ActionLink.tsx";
import { ConsultationTimes } from "../layout/EnquireNow.tsx";
import { HospitalIdentity } from "../components/HospitalIdentity.tsx";
import { Portrait } from "../components/Portrait.tsx";
import { UrgentCard } from "../components/UrgentCard.tsx";

const { practices, team, enquiry, afterSurgery } = contactPage;

/**
 * A practice card. On this page the layout's Enquire Now section leaves its practice cards out
 * (they would repeat these), so these carry the `#private-practice` / `#nhs-practice` ids the
 * top bar jumps to.
 */
function PracticeCard(
  { hospital, note, children }: { hospital: Hospital; note: string; children?: React.ReactNode },
) {
  const titleId = `contact-${hospital.id}-title`;
  return (
    <article className="contact-card" id={hospital.id} aria-labelledby={titleId}>
      <HospitalIdentity hospital={hospital} titleId={titleId} />
      <dl className="contact-details">
        <div>
          <dt>{team.phoneLabel}</dt>
          <dd>
            <PhoneLink phone={hospital.phone} />
          </dd>
        </div>
      </dl>
      <p className="practice-note">
        <Inline text={note} />
      </p>
      {children}
      <p>
        <ExternalLink
          className="map-link"
          href={hospital.mapUrl}
          label={`${practices.mapLinkLabel}: ${hospitalAddress(hospital)}`}
        >
          {practices.mapLinkLabel}
        </ExternalLink>
      </p>
    </article>
  );
}

function TeamCard({ person, helpsWith }: { person: ContactPerson; helpsWith: string }) {
  return (
    <li className="contact-card team-card">
      <h3>{person.role}</h3>
      <p className="team-name">{person.name}</p>
      <p className="team-helps">
        <Inline text={helpsWith} />
      </p>
      <dl className="contact-details">
        <div>
          <dt>{team.phoneLabel}</dt>
          <dd>
            <PhoneLink phone={person.phone} />
          </dd>
        </div>
        <div>
          <dt>{team.emailLabel}</dt>
          <dd>
            <EmailLink email={person.email} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** `/Contact`: urgent help first, then both practices, the practice team and a button to the enquiry form. */
export function Contact() {
  return (
    <>
      {/* Short, so that on a phone the urgent-care card under it is in the first screen. */}
      <PageHero heading={contactPage.heading} summary={<RichText content={contactPage.intro} />}>
        <Portrait compact priority />
      </PageHero>
      <div className="container page-body">
        <UrgentCard after={afterSurgery} />
        {/* The layout's own Enquire Now section below carries that heading; this points to it. */}
        <div className="callout contact-enquiry">
          <div>
            <RichText content={enquiry.intro} />
          </div>
          <ActionLink href={enquiry.button.href}>{enquiry.button.label}</ActionLink>
        </div>
        <section className="page-section" aria-labelledby="practices-title">
          <h2 id="practices-title">{practices.heading}</h2>
          <p className="section-lead">{practices.intro}</p>
          <div className="contact-grid contact-grid-2">
            <PracticeCard hospital={site.hospitals.private} note={practices.notes.private}>
              <ConsultationTimes heading={practices.consultationTimesHeading} />
            </PracticeCard>
            <PracticeCard hospital={site.hospitals.nhs} note={practices.notes.nhs} />
          </div>
        </section>

        <section className="page-section" aria-labelledby="team-title">
          <h2 id="team-title">{team.heading}</h2>
          <p className="section-lead">{team.intro}</p>
          <ul className="contact-grid contact-grid-3">
            {contactRoleOrder.map((role) => (
              <TeamCard
                key={role}
                person={site.contacts[role]}
                helpsWith={team.roles[role].helpsWith}
              />
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
