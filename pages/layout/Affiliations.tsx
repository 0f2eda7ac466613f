import { site } from "../../content/site.ts";
import { ExternalLink } from "../components/ExternalLink.tsx";

type Affiliate = (typeof site.societies)[number];

/**
 * One organisation: its name in type, or its logo (an SVG named in the site config) above the
 * name. The name stays visible text, so the link's accessible name is what it shows.
 */
function AffiliateLink({ affiliate }: { affiliate: Affiliate }) {
  return (
    <ExternalLink
      className={affiliate.logo ? "affiliate has-logo" : "affiliate"}
      href={affiliate.url}
    >
      {affiliate.logo && (
        <img
          className="affiliate-logo"
          src={affiliate.logo}
          alt=""
          width="160"
          height="48"
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="affiliate-name">{affiliate.name}</span>
    </ExternalLink>
  );
}

function AffiliateList({ affiliates, className }: { affiliates: Affiliate[]; className: string }) {
  return (
    <ul className={`affiliate-list ${className}`}>
      {affiliates.map((a) => (
        <li key={a.name}>
          <AffiliateLink affiliate={a} />
        </li>
      ))}
    </ul>
  );
}

/** The societies he belongs to and the insurers that recognise him: a clean typographic list. */
export function Affiliations({ societies = site.societies, insurers = site.insurers }: {
  societies?: Affiliate[];
  insurers?: Affiliate[];
}) {
  return (
    <section className="affiliations" aria-labelledby="affiliations-title">
      <div className="container affiliations-inner">
        <h2 id="affiliations-title" className="visually-hidden">Affiliations</h2>
        <div className="affiliation-group">
          <h3>Affiliated societies</h3>
          <AffiliateList affiliates={societies} className="societies" />
        </div>
        <div className="affiliation-group" id="insurers">
          <h3>Recognised by these insurers</h3>
          <p className="section-lead">
            Self-pay patients are welcome too. Please check your cover with your insurer before
            booking.
          </p>
          <AffiliateList affiliates={insurers} className="insurers" />
        </div>
      </div>
    </section>
  );
}
