import { slugify } from "../../../content/schema.ts";
import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { RichText } from "../../components/RichText.tsx";

/** Knee osteotomy: a card with the HTO and DFO entries, one open at a time. */
export function OsteotomyCard({ card }: { card: NonNullable<TreatmentPage["procedureCard"]> }) {
  return (
    <section className="clinical-section procedure-card" aria-labelledby="procedure-card-heading">
      <h2 id="procedure-card-heading">{card.title}</h2>
      <Accordion
        items={card.entries.map((entry) => ({
          id: slugify(entry.title),
          title: entry.title,
          content: <RichText content={entry.content} subtitleLevel={4} />,
        }))}
      />
    </section>
  );
}
