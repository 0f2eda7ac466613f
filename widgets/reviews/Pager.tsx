/** @jsxImportSource preact */
/** Previous, numbered pages and Next, as buttons in a labelled navigation region. */

/** Zero-based page numbers to show, with gaps where a run of pages is left out. */
export function pageItems(current: number, total: number): Array<number | "gap"> {
  if (total <= 7) return Array.from({ length: total }, (_, page) => page);
  const shown = [...new Set([0, current - 1, current, current + 1, total - 1])]
    .filter((page) => page >= 0 && page < total)
    .sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  shown.forEach((page, index) => {
    if (index > 0 && page - shown[index - 1] > 1) items.push("gap");
    items.push(page);
  });
  return items;
}

interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
}

export function Pager({ page, pages, onPage }: PagerProps) {
  return (
    <nav class="pager" aria-label="Review pages">
      <button
        type="button"
        class="pager-step"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">‹{" "}</span>Previous<span class="visually-hidden">{" "}page</span>
      </button>
      <ul class="pager-pages" role="list">
        {pageItems(page, pages).map((item, index) =>
          item === "gap"
            ? <li key={`gap-${index}`} class="pager-gap" aria-hidden="true">…</li>
            : (
              <li key={item}>
                <button
                  type="button"
                  class="pager-page"
                  aria-label={`Page ${item + 1}`}
                  aria-current={item === page ? "page" : undefined}
                  onClick={() => onPage(item)}
                >
                  {item + 1}
                </button>
              </li>
            )
        )}
      </ul>
      <button
        type="button"
        class="pager-step"
        disabled={page === pages - 1}
        onClick={() => onPage(page + 1)}
      >
        Next<span class="visually-hidden">{" "}page</span>
        <span aria-hidden="true">{" "}›</span>
      </button>
    </nav>
  );
}
