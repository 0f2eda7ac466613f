import { declineReasons } from "../../content/decline-reasons.ts";
import { removalReasons } from "../../content/removal-reasons.ts";
import { moderationReport } from "../../content/moderation-report.ts";
import { widgetElementAttributes } from "../../lib/widget-registry.ts";

/**
 * The transparency report's table. Every figure is a `data-stat` cell: the edge fills them in as
 * it serves the page, and the report script (data-widget="moderation-report") refreshes them.
 */
export function ModerationReport() {
  const { id, title, intro, caption, rows, unknown } = moderationReport;
  const row = (stat: string, label: string) => (
    <tr key={stat}>
      <th scope="row">{label}</th>
      <td data-stat={stat}>{unknown}</td>
    </tr>
  );
  return (
    <section
      id={id}
      className="prose-section moderation-report"
      aria-labelledby={`${id}-title`}
      {...widgetElementAttributes("moderation-report")}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{intro}</p>
      <table>
        <caption>
          {caption}, <span data-stat="period">{unknown}</span>
        </caption>
        <tbody>
          {row("received", rows.received)}
          {row("published", rows.published)}
          {row("declined-total", rows.declinedTotal)}
          {declineReasons.map((reason) =>
            row(`declined-${reason.id}`, rows.declinedReason(reason.label))
          )}
          {row("removed-total", rows.removedTotal)}
          {removalReasons.map((reason) =>
            row(`removed-${reason.id}`, rows.removedReason(reason.label))
          )}
          {row("waiting", rows.waiting)}
          {row("median", rows.median)}
        </tbody>
      </table>
    </section>
  );
}
