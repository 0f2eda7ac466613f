import type { ReactNode } from "react";
import type { Image } from "../../content/schema.ts";
import { Img } from "./Img.tsx";
import { cardPicture } from "./DiagramLabels.tsx";

export interface Card {
  title: string;
  href: string;
  summary: ReactNode;
  linkLabel?: string;
  /** an illustration at the top of the card */
  image?: Image;
}

/**
 * A grid of link cards (conditions, treatments, care pages). The whole card is one link.
 * `compact`: a list to scan, its picture a 64 px thumbnail beside the words (the treatments index).
 */
export function CardGrid({ cards, headingLevel = 3, compact = false }: {
  cards: Card[];
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <ul className={compact ? "card-grid card-grid-compact" : "card-grid"}>
      {cards.map((card) => (
        <li key={card.href} className={card.image ? "card card-with-image" : "card"}>
          {card.image && <Img image={cardPicture(card.image)} className="card-image" />}
          <Heading className="card-title">
            <a href={card.href} className="card-link">{card.title}</a>
          </Heading>
          <div className="card-summary">
            {typeof card.summary === "string" ? <p>{card.summary}</p> : card.summary}
          </div>
          <span className="card-more" aria-hidden="true">{card.linkLabel ?? "Learn more"}</span>
        </li>
      ))}
    </ul>
  );
}
