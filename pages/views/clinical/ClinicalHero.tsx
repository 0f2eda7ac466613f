import type { Image } from "../../content/schema.ts";
import { PageHero } from "../../components/PageHero.tsx";
import { Img } from "../../components/Img.tsx";
import { Inline } from "../../components/RichText.tsx";

/** The banner of a clinical page: what kind of page it is, its title, summary and main image. */
export function ClinicalHero({ eyebrow, heading, summary, image }: {
  eyebrow?: string;
  heading: string;
  summary: string;
  image?: Image;
}) {
  return (
    <PageHero eyebrow={eyebrow} heading={heading} summary={<p><Inline text={summary} /></p>}>
      {image && (
        <div className="clinical-hero-media">
          <Img image={image} priority className="figure-image" />
        </div>
      )}
    </PageHero>
  );
}
