import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import { Img } from "../../components/Img.tsx";
import { DiagramKey, narrowCopy } from "../../components/DiagramLabels.tsx";

/** Partial knee replacement: the knee before and after, one under the other, each with its caption. */
export function BeforeAfter({ images }: { images: NonNullable<TreatmentPage["beforeAfter"]> }) {
  return (
    <section className="clinical-section before-after" aria-labelledby="before-after-heading">
      <h2 id="before-after-heading">{clinicalLabels.beforeAndAfter}</h2>
      <div className="before-after-grid">
        {[images.before, images.after].map((image) => (
          <figure key={image.src}>
            <Img image={image} className="figure-image" narrowSrc={narrowCopy(image.src, 600)} />
            <figcaption>
              {image.caption}
              <DiagramKey src={image.src} element="div" />
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
