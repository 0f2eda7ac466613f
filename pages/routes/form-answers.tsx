import { pageRoute, type Route } from "./row.ts";
import { dataRequestSentPage, storySentPage } from "../../content/form-answers.ts";
import { AnswerPage } from "../views/AnswerPage.tsx";

/**
 * /story-sent and /data-request-sent: where the story form and the data request form land when
 * posted without JavaScript. Not indexed, so not in the sitemap: they only make sense after a post.
 */
export const formAnswerRoutes: Route[] = [storySentPage, dataRequestSentPage].map((page) =>
  pageRoute(page, () => <AnswerPage page={page} />, { noindex: true })
);
