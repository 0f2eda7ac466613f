import { embedPage } from "../../content/embed.ts";

/**
 * A snippet of HTML to paste into another website, with its copy button (the site script shows
 * the button and announces the copy in the status next to it). `theme` marks the snippets whose
 * code the /embed page's theme options rewrite.
 */
export function CopyableSnippet(
  { codeId, code, theme = false }: { codeId: string; code: string; theme?: boolean },
) {
  return (
    <div className="embed-snippet">
      <figure>
        <figcaption className="embed-snippet-label">{embedPage.snippetLabel}</figcaption>
        <pre><code id={codeId} {...(theme ? { "data-snippet": "" } : {})}>{code}</code></pre>
      </figure>
      <p className="embed-copy">
        <button
          type="button"
          className="button button-secondary"
          data-copy={codeId}
          data-copied={embedPage.copied}
          data-selected={embedPage.copyFallback}
          hidden
        >
          {embedPage.copyLabel}
        </button>
        <span role="status" data-copy-status=""></span>
      </p>
    </div>
  );
}
