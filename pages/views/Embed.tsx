import { type EmbeddableWidget, embedPage } from "../../content/embed.ts";
import { site } from "../../content/site.ts";
import { PageHero } from "../components/PageHero.tsx";
import { CopyableSnippet } from "../components/CopyableSnippet.tsx";
import { useRenderContext } from "../render-context.ts";
import { embedSnippet, type SnippetOptions, widgetAttributes } from "../../lib/embed-snippet.ts";
import { EMBED_LOADER_PATH } from "../../lib/embed-paths.ts";
import { EmbedForms, EmbedFormsOverview } from "../components/EmbedForms.tsx";
import { isEmbeddable } from "../../lib/widget-registry.ts";

const surgeon = `${site.surgeon.honorific} ${site.surgeon.lastName}`;
const defaultTheme = { theme: "light" } as const;

/**
 * One widget: its snippet (plain selectable text; the copy button appears with JavaScript) and a
 * live preview mounted by the real loader from this site, exactly as on another website.
 */
function WidgetSnippet({ entry, origin }: { entry: EmbeddableWidget; origin: string }) {
  const { heading, description, fallback, previewNote } = entry;
  const widget = entry.widget;
  if (!isEmbeddable(widget)) {
    throw new Error(
      `The /embed page offers "${widget}", which lib/widget-registry.ts does not mark embeddable`,
    );
  }
  const options: SnippetOptions = { widget, origin, surgeon, fallback };
  const id = `embed-${widget}`;
  const attributes = Object.fromEntries(widgetAttributes(widget, surgeon, defaultTheme));
  return (
    <section
      className="page-section embed-widget"
      id={id}
      aria-labelledby={`${id}-title`}
      data-embed-options={JSON.stringify(options)}
    >
      <h2 id={`${id}-title`}>{heading}</h2>
      <p className="section-lead">{description}</p>
      <CopyableSnippet codeId={`${id}-snippet`} code={embedSnippet(options, defaultTheme)} theme />
      <h3>{embedPage.previewHeading}</h3>
      <p>{previewNote}</p>
      <div className="embed-preview" data-embed-preview="">
        <div {...attributes}>
          {fallback && fallback.noscript
            ? (
              <noscript>
                <a href={fallback.path}>{fallback.label}</a>
              </noscript>
            )
            : fallback
            ? <a href={fallback.path}>{fallback.label}</a>
            : null}
        </div>
      </div>
    </section>
  );
}

/**
 * `/embed`: a snippet per widget, the theme options and live previews. The previews are mounted
 * by /widgets/embed.js itself (the site script leaves `[data-embed-preview]` alone), which the
 * site script adds after the first paint (`data-embed-loader`), as it adds everything else; the
 * theme controls and copy buttons come from widgets/embed/page-tools.ts.
 */
export function Embed() {
  const { siteUrl } = useRenderContext();
  const { steps, theme, attributes, notes } = embedPage;
  return (
    <>
      <PageHero heading={embedPage.heading} summary={embedPage.summary} />
      <div
        className="container page-body embed-page"
        data-embed-tools=""
        data-embed-loader={EMBED_LOADER_PATH}
      >
        <EmbedFormsOverview />
        <section className="page-section prose-section" aria-labelledby="embed-steps-title">
          <h2 id="embed-steps-title">{steps.title}</h2>
          <ol>{steps.points.map((point) => <li key={point}>{point}</li>)}</ol>
        </section>

        <section className="page-section prose-section" aria-labelledby="embed-theme-title">
          <h2 id="embed-theme-title">{theme.title}</h2>
          <p>{theme.intro}</p>
          <div className="embed-theme" data-embed-theme="" hidden>
            <fieldset>
              <legend>{theme.themeLegend}</legend>
              <label>
                <input type="radio" name="theme" value="light" defaultChecked /> {theme.light}
              </label>
              <label>
                <input type="radio" name="theme" value="dark" /> {theme.dark}
              </label>
            </fieldset>
            <p className="embed-accent">
              <label htmlFor="embed-accent">{theme.accentLabel}</label>
              <input type="color" id="embed-accent" name="accent" defaultValue="#0b6e8a" />
              <button type="button" className="button button-secondary" data-accent-reset="">
                {theme.accentReset}
              </button>
            </p>
          </div>
        </section>

        {embedPage.widgets.map((entry) => (
          <WidgetSnippet key={entry.widget} entry={entry} origin={siteUrl} />
        ))}
        <EmbedForms origin={siteUrl} />

        <section className="page-section prose-section" aria-labelledby="embed-options-title">
          <h2 id="embed-options-title">{attributes.title}</h2>
          <p>{attributes.intro}</p>
          {/* A wide table scrolls inside its own box (focusable, so the keyboard can scroll it), never the page. */}
          <div
            className="table-scroll"
            role="region"
            aria-label={attributes.tableLabel}
            tabIndex={0}
          >
            <table className="embed-attributes">
              <thead>
                <tr>
                  <th scope="col">Attribute</th>
                  <th scope="col">Values</th>
                  <th scope="col">What it does</th>
                </tr>
              </thead>
              <tbody>
                {attributes.rows.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">
                      <code>{row.name}</code>
                    </th>
                    <td>{row.values}</td>
                    <td>{row.does}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section className="page-section prose-section" aria-labelledby="embed-notes-title">
          <h2 id="embed-notes-title">{notes.title}</h2>
          <ul>{notes.points.map((point) => <li key={point}>{point}</li>)}</ul>
        </section>
      </div>
    </>
  );
}
