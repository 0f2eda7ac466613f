import { pageRoute, type Route } from "./row.ts";
import { embedPage } from "../../content/embed.ts";
import { Embed } from "../views/Embed.tsx";

/**
 * /embed: snippets for putting the widgets on other websites, for the surgeon and the people who
 * edit hospital profile pages. Not indexed, so not in the sitemap, and linked from nowhere public.
 */
export const embedRoute: Route = pageRoute(embedPage, Embed, { noindex: true });
