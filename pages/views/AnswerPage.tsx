import type { AnswerPage as AnswerPageContent } from "../../content/form-answers.ts";
import { PageHero } from "../components/PageHero.tsx";

/** Where a form posted without JavaScript lands once the server has it: what happens next. */
export function AnswerPage({ page }: { page: AnswerPageContent }) {
  return (
    <>
      <PageHero heading={page.heading} summary={page.summary} />
      <div className="container page-body">
        <section className="prose-section" aria-labelledby="answer-next-steps">
          <h2 id="answer-next-steps">{page.nextSteps.title}</h2>
          <ul>
            {page.nextSteps.points.map((point) => <li key={point}>{point}</li>)}
          </ul>
          {page.links.map((link) => (
            <p key={link.href}>
              <a href={link.href}>{link.label}</a>
            </p>
          ))}
        </section>
      </div>
    </>
  );
}
