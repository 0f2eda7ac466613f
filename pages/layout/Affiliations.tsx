import { site } from "../content/site.ts";
import { ExternalLink } from "../components/ExternalLink.tsx";

type Affiliate = (typeof site.societies)[number];

/** Our own simple badge: the organisation's initials. We never reproduce anyone's logo. */
function Badge({ initials }: { initials: string }) {
  const size = initials.length > 3 ? 15 : 19;
  return (
    <svg className="badge" width="88" height="48" viewBox="0 0 88 48" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="86" height="46" rx="10" />
      <text x="44" y="30.5" textAnchor="middle" fontSize={size}>{initials}</text>
    </svg>
  );
}

function AffiliateGrid({ affiliates, className }: { affiliates: Affiliate[]; className: string }) {
  return (
    <ul className={`affiliate-grid ${className}`}>
      {affiliates.map((a) => (
        <li key={a.name}>
          <ExternalLink className="affiliate" href={a.url}>
            <Badge initials={a.initials} />
            <span className="affiliate-name">{a.name}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

export function Affiliations() {
  return (
    <section className="affiliations" aria-labelledby="affiliations-title">
      <div className="container">
        <h2 id="affiliations-title" className="visually-hidden">Affiliations</h2>
        <h3>Affiliated societies</h3>
        <AffiliateGrid affiliates={site.societies} className="societies" />
        <h3>Recognised by these insurers</h3>
        <p className="section-lead">Self-pay patients are welcome too. Please check your cover with your insurer before booking.</p>
        <AffiliateGrid affiliates={site.insurers} className="insurers" />
      </div>
    </section>
  );
}
