import type { Image } from "../../../content/schema.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import { PageHero } from "../../components/PageHero.tsx";
import { Img } from "../../components/Img.tsx";
import { Inline } from "../../components/RichText.tsx";
import { DiagramKey, narrowCopy } from "../../components/DiagramLabels.tsx";

export interface TrailLink {
  label: string;
  href: string;
}

/** Where the page sits: its parent pages, as links above the heading. */
function Breadcrumb({ trail }: { trail: TrailLink[] }) {
  return (
    <nav className="breadcrumb" aria-label={clinicalLabels.breadcrumb}>
      <ol>
        {trail.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The banner of a clinical page: its parent pages, title, summary and main image. */
export function ClinicalHero({ trail = [], heading, summary, image }: {
  trail?: TrailLink[];
  heading: string;
  summary: string;
  image?: Image;
}) {
  return (
    <PageHero
      eyebrow={trail.length > 0 ? <Breadcrumb trail={trail} /> : undefined}
      heading={heading}
      summary={
        <p>
          <Inline text={summary} />
        </p>
      }
    >
      {image && (
        <figure className="clinical-hero-media">
          <Img
            image={image}
            priority
            className="figure-image"
            narrowSrc={narrowCopy(image.src, 1024)}
          />
          <DiagramKey src={image.src} />
        </figure>
      )}
    </PageHero>
  );
}
