import type { RichText as RichTextValue } from "../../../content/schema.ts";
import { Inline, RichText } from "../../components/RichText.tsx";

/**
 * The risks of a treatment, always shown in full (never folded away), with who to call.
 */
export function ComplicationsSection({ complications }: {
  complications: { title: string; items: string[]; help: RichTextValue };
}) {
  return (
    <section className="clinical-section complications" aria-labelledby="complications-heading">
      <h2 id="complications-heading">{complications.title}</h2>
      <div className="complications-grid">
        <ul className="complications-list">
          {complications.items.map((item, i) => (
            <li key={i}>
              <Inline text={item} />
            </li>
          ))}
        </ul>
        <div className="complications-help">
          <RichText content={complications.help} subtitleLevel={3} />
        </div>
      </div>
    </section>
  );
}
