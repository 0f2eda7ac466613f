import type { RichText as RichTextValue } from "../../../content/schema.ts";
import { Inline, RichText } from "../../components/RichText.tsx";

/**
 * The risks of a treatment, always shown in full (never folded away), and who to call when the
 * page says more than the urgent-care card under the article does (after an injection).
 */
export function ComplicationsList({ items, help }: { items: string[]; help?: RichTextValue }) {
  return (
    <>
      <ul className="complications-list">
        {items.map((item, i) => (
          <li key={i}>
            <Inline text={item} />
          </li>
        ))}
      </ul>
      {help && (
        <div className="complications-help">
          <RichText content={help} subtitleLevel={3} />
        </div>
      )}
    </>
  );
}
