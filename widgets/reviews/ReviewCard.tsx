/** @jsxImportSource preact */
/** One review: who, when, the stars, the treatment and the story, collapsed to 75 px when long. */
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { ukDateOrNull } from "../../lib/dates.ts";
import { StarRating } from "../shared/stars.tsx";
import { COLLAPSE_TEXT_TALLER_THAN, type Review, safeColour } from "./feed.ts";

interface ReviewCardProps {
  review: Review;
  expanded: boolean;
  onToggle(): void;
}

export function ReviewCard({ review, expanded, onToggle }: ReviewCardProps) {
  const key = review.id.replace(/[^\w-]/g, "_");
  const nameId = `review-${key}-name`;
  const textId = `review-${key}-text`;
  const when = review.submitDate ?? review.date;
  const shownDate = ukDateOrNull(when);
  const initial = Array.from(review.name)[0]?.toLocaleUpperCase("en-GB") ?? "?";

  return (
    <article class="card" aria-labelledby={nameId}>
      <header class="card-head">
        <span
          class="avatar"
          aria-hidden="true"
          style={{ backgroundColor: safeColour(review.profileColor) }}
        >
          {initial}
        </span>
        <div class="who">
          <h3 class="name" id={nameId}>{review.name}</h3>
          {review.example
            ? <span class="badge">Example review</span>
            : shownDate && <time class="date" dateTime={when}>{shownDate}</time>}
        </div>
      </header>
      <StarRating stars={review.stars} />
      {review.surgeryType && (
        <p class="treatment">
          <span class="visually-hidden">Treatment:{" "}</span>
          {review.surgeryType}
        </p>
      )}
      <ReviewText
        id={textId}
        text={review.text}
        name={review.name}
        expanded={expanded}
        onToggle={onToggle}
      />
      {review.reply && (
        <div class="reply">
          <p class="reply-title">Reply from the practice</p>
          <p class="reply-text">{review.reply}</p>
        </div>
      )}
    </article>
  );
}

interface ReviewTextProps {
  id: string;
  text: string;
  name: string;
  expanded: boolean;
  onToggle(): void;
}

/** The story text; Read More / Read Less (collapsing to 75 px) appears only when the text is taller than five lines. */
function ReviewText({ id, text, name, expanded, onToggle }: ReviewTextProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // scrollHeight is the full height of the text whether or not it is collapsed.
    const measure = () => setOverflows(element.scrollHeight > COLLAPSE_TEXT_TALLER_THAN + 1);
    measure();
    if (typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  const collapsed = overflows && !expanded;
  return (
    <div class="story">
      <p id={id} ref={ref} class={collapsed ? "text collapsed" : "text"}>{text}</p>
      {overflows && (
        <button
          type="button"
          class="more"
          aria-expanded={expanded ? "true" : "false"}
          aria-controls={id}
          onClick={onToggle}
        >
          {expanded ? "Read Less" : "Read More"}
          <span class="visually-hidden">{` of the story by ${name}`}</span>
        </button>
      )}
    </div>
  );
}
