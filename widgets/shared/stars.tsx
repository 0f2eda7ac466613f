/** @jsxImportSource preact */
/** Star icons and a read-only star rating, shared by the reviews list and the story form. */

const STAR_PATH = "M12 2.6l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.5l-5.9 3.1 1.2-6.5L2.5 9.5l6.6-.9z";

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      class={filled ? "star filled" : "star"}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** `stars` of 5 as icons, announced as "4 out of 5 stars". */
export function StarRating({ stars, label }: { stars: number; label?: string }) {
  const rounded = Math.round(stars);
  return (
    <span class="stars" role="img" aria-label={label ?? `${stars} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => <StarIcon key={n} filled={n <= rounded} />)}
    </span>
  );
}

export const starsCss = `
.stars { display: inline-flex; gap: 2px; vertical-align: middle; }
.star { width: 20px; height: 20px; flex: none; fill: none; stroke: #a3690a; stroke-width: 1.5; stroke-linejoin: round; }
.star.filled { fill: #e2a30b; stroke: #a3690a; }
.widget.dark .star { stroke: #f0c24b; }
.widget.dark .star.filled { fill: #f0c24b; }
`;
