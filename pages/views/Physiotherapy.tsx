import {
  type BraceProvider,
  braceProviders,
  centreCountLabel,
  centresByRegion,
  type PhysiotherapyCentre,
  physiotherapyPage,
  type RegionGroup,
} from "../../content/physiotherapy.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Inline, RichText } from "../components/RichText.tsx";
import { Accordion } from "../components/Accordion.tsx";
import { ExternalLink } from "../components/ExternalLink.tsx";
import { EmailLink, PhoneLink, WebsiteLink } from "../components/ContactLinks.tsx";

const { labels } = physiotherapyPage;

function CentreDetails({ centre }: { centre: PhysiotherapyCentre }) {
  return (
    <>
      <dl className="contact-details">
        <div>
          <dt>{labels.address}</dt>
          <dd>{centre.address}</dd>
        </div>
        <div>
          <dt>{labels.website}</dt>
          <dd>
            <WebsiteLink url={centre.website} />
          </dd>
        </div>
        {centre.email && (
          <div>
            <dt>{labels.email}</dt>
            <dd>
              <EmailLink email={centre.email} />
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <PhoneLink phone={centre.phone} />
          </dd>
        </div>
      </dl>
      <p className="map-line">
        <ExternalLink
          className="map-link"
          href={centre.mapUrl}
          label={`${labels.map}: ${centre.name}, ${centre.address}`}
        >
          {labels.map}
        </ExternalLink>
      </p>
    </>
  );
}

/** A region's card: its name, how many centres it has, and each centre opening on its own. */
function RegionCard({ group }: { group: RegionGroup }) {
  const titleId = `${group.id}-title`;
  return (
    <section className="region-card" id={group.id} aria-labelledby={titleId}>
      <header className="region-card-header">
        <h3 id={titleId}>{group.region}</h3>
        <p className="region-count">{centreCountLabel(group.count)}</p>
      </header>
      <Accordion
        multiple
        headingLevel={4}
        className="centre-list"
        items={group.centres.map((centre) => ({
          id: centre.id,
          title: centre.name,
          content: <CentreDetails centre={centre} />,
        }))}
      />
    </section>
  );
}

function BraceProviderCard({ provider }: { provider: BraceProvider }) {
  return (
    <li className="contact-card">
      <h3>{provider.company}</h3>
      <p className="team-helps">
        <Inline text={provider.services} />
      </p>
      <dl className="contact-details">
        <div>
          <dt>{labels.contactPerson}</dt>
          <dd>{provider.contactPerson}</dd>
        </div>
        <div>
          <dt>{labels.website}</dt>
          <dd>
            <WebsiteLink url={provider.website} />
          </dd>
        </div>
        <div>
          <dt>{labels.email}</dt>
          <dd>
            <EmailLink email={provider.email} />
          </dd>
        </div>
        <div>
          <dt>{labels.phone}</dt>
          <dd>
            <PhoneLink phone={provider.phone} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** `/PreAndPostcare/physiotherapy`: centres grouped by region, then the brace providers. */
export function Physiotherapy() {
  return (
    <>
      <PageHero
        heading={physiotherapyPage.heading}
        summary={<RichText content={physiotherapyPage.intro} />}
      />
      <div className="container page-body">
        <section className="page-section" aria-labelledby="centres-title">
          <h2 id="centres-title">{physiotherapyPage.centresHeading}</h2>
          <div className="region-grid">
            {centresByRegion().map((group) => <RegionCard key={group.id} group={group} />)}
          </div>
        </section>
        <section className="page-section" aria-labelledby="brace-title">
          <h2 id="brace-title">{physiotherapyPage.braceHeading}</h2>
          <div className="section-lead">
            <RichText content={physiotherapyPage.braceIntro} />
          </div>
          <ul className="contact-grid contact-grid-2">
            {braceProviders.map((provider) => (
              <BraceProviderCard key={provider.company} provider={provider} />
            ))}
          </ul>
        </section>
        <p className="reviewed-note">
          <Inline text={physiotherapyPage.disclaimer} />
        </p>
      </div>
    </>
  );
}
