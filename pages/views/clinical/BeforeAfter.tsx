import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import { Img } from "../../components/Img.tsx";
import { DiagramLabels } from "../../components/DiagramLabels.tsx";

/** Partial knee replacement: the knee before and after, side by side, each with its caption. */
export function BeforeAfter({ images }: { images: NonNullable<TreatmentPage["beforeAfter"]> }) {
  return (
    <section className="clinical-section before-after" aria-labelledby="before-after-heading">
      <h2 id="before-after-heading">{clinicalLabels.beforeAndAfter}</h2>
      <div className="before-after-grid">
        {[images.before, images.after].map((image) => (
          <figure key={image.src}>
            <Img image={image} className="figure-image" />
            <figcaption>
              {image.caption}
              <DiagramLabels src={image.src} element="p" />
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
