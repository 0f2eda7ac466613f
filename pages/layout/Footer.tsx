import { hipTreatments, kneeTreatments } from "../../content/navigation.ts";
import { site, surgeonName } from "../../content/site.ts";
import { EmailLink, PhoneLink } from "../components/ContactLinks.tsx";
import { Inline } from "../components/RichText.tsx";

export function Footer({ year }: { year: number }) {
  const { practiceManager } = site.contacts;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-title">{surgeonName}</p>
          <p>{site.surgeon.postNominals}</p>
          <p>{site.surgeon.jobTitle}</p>
          <p>
            <PhoneLink phone={practiceManager.phone} />
            <br />
            <EmailLink email={practiceManager.email} />
          </p>
        </div>
        <nav aria-labelledby="footer-specialties">
          <p className="footer-title" id="footer-specialties">Specialties</p>
          <ul>
            {[...kneeTreatments, ...hipTreatments].map((t) => (
              <li key={t.href}>
                <a href={t.href}>{t.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-information">
          <p className="footer-title" id="footer-information">Information</p>
          <ul>
            <li>
              <a href="/AboutMe">About Mr {site.surgeon.lastName}</a>
            </li>
            <li>
              <a href="/Conditions">Conditions</a>
            </li>
            <li>
              <a href="/Treatments">Treatments</a>
            </li>
            <li>
              <a href="/PreAndPostcare">Pre &amp; post care</a>
            </li>
            <li>
              <a href="/patient-success-stories">Patient stories</a>
            </li>
            <li>
              <a href="/review-policy">Review policy</a>
            </li>
            <li>
              <a href="/UsefulLinks">Patient guides</a>
            </li>
            <li>
              <a href="/Contact">Contact</a>
            </li>
            <li>
              <a href="/privacy">Privacy</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>
          © <span data-current-year="">{year}</span> {surgeonName}.{" "}
          <Inline text="The information on this site is general and is not a substitute for advice from your own doctor. In an emergency call 999; for urgent advice call NHS 111." />
        </p>
      </div>
    </footer>
  );
}
