import type { FaqItem } from "../../../content/schema.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { RichText } from "../../components/RichText.tsx";

/** "Common questions": an accordion of the page's FAQ items, one open at a time. */
export function FaqSection({ faqs, id = "faq" }: { faqs: FaqItem[]; id?: string }) {
  return (
    <section className="clinical-section faq-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{clinicalLabels.commonQuestions}</h2>
      <Accordion
        className="faq-accordion"
        items={faqs.map((faq, i) => ({
          id: `${id}-${i + 1}`,
          title: faq.question,
          content: <RichText content={faq.answer} />,
        }))}
      />
    </section>
  );
}
