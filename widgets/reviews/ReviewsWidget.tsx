// deno-lint-ignore-file no-window no-window-prefix -- browser code: `window` is the page's
/** @jsxImportSource preact */
/**
 * The reviews list: loading, then the average rating and count, paged cards newest first; the
 * empty state; or, when the feed cannot be loaded, three cards plainly labelled as examples.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { getJson } from "../shared/api.ts";
import { focusAndReveal } from "../shared/focus.ts";
import { StarIcon, StarRating } from "../shared/stars.tsx";
import { exampleReviews } from "./examples.ts";
import { averageStars, newestFirst, readFeed, type Review } from "./feed.ts";
import { EMPTY_STATE } from "../../lib/feed-state.ts";
import { pageSizeFor } from "../../lib/reviews-page-size.ts";
import { Pager } from "./Pager.tsx";
import { ReviewCard } from "./ReviewCard.tsx";

export type ReviewsState =
  | { status: "loading" }
  | { status: "ready"; reviews: Review[] }
  | { status: "examples"; reviews: Review[] };

/** The feed, newest first; on any failure (non-OK, offline, unreadable) the examples, silently. */
export async function loadReviews(apiBase: string): Promise<ReviewsState> {
  try {
    const reviews = readFeed(await getJson(`${apiBase}/stories`));
    if (reviews) return { status: "ready", reviews: newestFirst(reviews) };
  } catch {
    // fall through to the examples
  }
  return { status: "examples", reviews: exampleReviews };
}

/** Reviews per page for the current window width, following resizes. */
function usePageSize(): number {
  const [size, setSize] = useState(() => pageSizeFor(window.innerWidth));
  useEffect(() => {
    const update = () => setSize(pageSizeFor(window.innerWidth));
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return size;
}

/**
 * `knownEmpty`: the page was served saying no story is published (`data-feed="empty"`), so the
 * widget starts at its empty state — the room the page kept — rather than a tall loading screen.
 */
export function ReviewsWidget(
  { apiBase, knownEmpty = false }: { apiBase: string; knownEmpty?: boolean },
) {
  const [state, setState] = useState<ReviewsState>(
    knownEmpty ? { status: "ready", reviews: [] } : { status: "loading" },
  );
  const pageSize = usePageSize();
  // The first review on screen: resizing between 3 and 6 per page keeps the reader's place.
  const [firstShown, setFirstShown] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const listRef = useRef<HTMLUListElement>(null);
  const movedPage = useRef(false);

  useEffect(() => {
    let live = true;
    loadReviews(apiBase).then((loaded) => live && setState(loaded));
    return () => {
      live = false;
    };
  }, [apiBase]);

  useLayoutEffect(() => {
    if (!movedPage.current) return;
    movedPage.current = false;
    focusAndReveal(listRef.current, "start");
  });

  // Each state has its own key, so its elements are new ones rather than the previous state's
  // moved elsewhere, which the browser would count as layout shift on the page around.
  if (state.status === "loading") {
    return (
      <div class="reviews" key="loading">
        <div class="summary placeholder">
          <p class="loading" role="status">Loading patient reviews...</p>
        </div>
        <ul class="cards" aria-hidden="true">
          {Array.from(
            { length: pageSize },
            (_, index) => <li key={index} class="card placeholder" />,
          )}
        </ul>
        <div class="pager-placeholder" aria-hidden="true" />
      </div>
    );
  }

  const reviews = state.reviews;
  if (reviews.length === 0) {
    return (
      <div class="reviews" key="empty">
        <div class="empty">
          <StarIcon filled={false} />
          <h3 class="empty-title">{EMPTY_STATE.title}</h3>
          <p>{EMPTY_STATE.text}</p>
        </div>
      </div>
    );
  }

  const pages = Math.ceil(reviews.length / pageSize);
  const page = Math.min(Math.floor(firstShown / pageSize), pages - 1);
  const start = page * pageSize;
  const shown = reviews.slice(start, start + pageSize);
  const examples = state.status === "examples";
  const average = averageStars(reviews);
  const averageText = average.toFixed(1);

  const goTo = (target: number) => {
    setFirstShown(target * pageSize);
    movedPage.current = true;
  };
  const toggle = (id: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  };

  return (
    <div class="reviews" key="list">
      {examples
        ? (
          <div class="examples-note">
            <p class="examples-title">Example reviews</p>
            <p>
              These examples show how patients' stories appear on this page. They are not real
              reviews.
            </p>
          </div>
        )
        : (
          <div class="summary">
            <p class="average">
              <span class="average-number">{averageText}</span>
              <span class="visually-hidden">{" "}out of 5 stars on average</span>
            </p>
            <StarRating stars={average} label={`Average rating ${averageText} out of 5 stars`} />
            <p class="count">
              Based on {reviews.length} {reviews.length === 1 ? "patient story" : "patient stories"}
            </p>
          </div>
        )}
      <ul
        class="cards"
        ref={listRef}
        tabIndex={-1}
        aria-label={pages > 1 ? `Patient stories, page ${page + 1} of ${pages}` : "Patient stories"}
      >
        {shown.map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              expanded={expanded.has(review.id)}
              onToggle={() => toggle(review.id)}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <>
          <p class="range">
            Showing {start + 1}–{start + shown.length} of {reviews.length} stories
          </p>
          <Pager page={page} pages={pages} onPage={goTo} />
        </>
      )}
    </div>
  );
}
