import { type EmbedFormKind, embedForms, frameTitles } from "../../content/embed-forms.ts";
import { CopyableSnippet } from "./CopyableSnippet.tsx";
import {
  BADGE_PATH,
  BADGE_SIZE,
  badgeSnippet,
  FRAME_HEIGHTS,
  FRAME_PATHS,
  iframeSnippet,
  linkSnippet,
} from "../../lib/frame-snippets.ts";

function snippetFor(kind: EmbedFormKind, origin: string): string {
  const { storiesPath, badgeAlt, linkLabel } = embedForms;
  if (kind === "iframe-reviews") {
    return iframeSnippet(origin, "reviews", { theme: "light" }, frameTitles.reviews);
  }
  if (kind === "iframe-story-form") {
    return iframeSnippet(origin, "story-form", { theme: "light" }, frameTitles["story-form"]);
  }
  if (kind === "badge") return badgeSnippet(origin, storiesPath, badgeAlt);
  return linkSnippet(origin, storiesPath, linkLabel);
}

/** The preview, on this site's own addresses so it works wherever the page is served. */
function Preview({ kind }: { kind: EmbedFormKind }) {
  const { storiesPath, badgeAlt, linkLabel } = embedForms;
  if (kind === "iframe-reviews" || kind === "iframe-story-form") {
    const widget = kind === "iframe-reviews" ? "reviews" : "story-form";
    return (
      <iframe
        src={FRAME_PATHS[widget]}
        title={frameTitles[widget]}
        height={FRAME_HEIGHTS[widget]}
        loading="lazy"
        className="embed-frame-preview"
      />
    );
  }
  if (kind === "badge") {
    return (
      <a href={storiesPath}>
        <img
          src={BADGE_PATH}
          alt={badgeAlt}
          width={BADGE_SIZE.width}
          height={BADGE_SIZE.height}
          loading="lazy"
        />
      </a>
    );
  }
  return <a href={storiesPath}>{linkLabel}</a>;
}

/** The four forms at a glance, with the note that the chat is script-only. */
export function EmbedFormsOverview() {
  const { overview } = embedForms;
  return (
    <section className="page-section prose-section" aria-labelledby="embed-forms-overview-title">
      <h2 id="embed-forms-overview-title">{overview.title}</h2>
      <p>{overview.intro}</p>
      <ol>{overview.forms.map((form) => <li key={form}>{form}</li>)}</ol>
      <p className="embed-chat-note">{overview.chatNote}</p>
    </section>
  );
}

/** Iframe, badge and link: each with its snippet, a copy button (widgets/embed/page-tools.ts) and a preview. */
export function EmbedForms({ origin }: { origin: string }) {
  return (
    <section
      className="page-section embed-forms"
      id="without-script"
      aria-labelledby="embed-forms-title"
    >
      <h2 id="embed-forms-title">{embedForms.title}</h2>
      <p className="section-lead">{embedForms.intro}</p>
      {embedForms.forms.map(({ kind, heading, description }) => {
        const id = `embed-${kind}`;
        return (
          <section key={kind} className="embed-widget" id={id} aria-labelledby={`${id}-title`}>
            <h3 id={`${id}-title`}>{heading}</h3>
            <p>{description}</p>
            <CopyableSnippet codeId={`${id}-code`} code={snippetFor(kind, origin)} />
            <h4>{embedForms.previewHeading}</h4>
            <div className="embed-form-preview">
              <Preview kind={kind} />
            </div>
          </section>
        );
      })}
      <p>{embedForms.oembedNote}</p>
    </section>
  );
}
