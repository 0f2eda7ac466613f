import { pageRoute, type Route } from "./row.ts";
import { usefulLinksPage } from "../../content/useful-links.ts";
import { UsefulLinks } from "../views/UsefulLinks.tsx";

/** /UsefulLinks: the patient guides to download (title, description and metadata from its content module). */
export const usefulLinksRoute: Route = pageRoute(usefulLinksPage, UsefulLinks);
