import { pageRoute, type Route } from "./row.ts";
import { enquirySentPage } from "../../content/enquiry.ts";
import { EnquirySent } from "../views/EnquirySent.tsx";

/**
 * /enquiry-sent: where a plain form post (JavaScript off) lands once /api/enquiry has stored the
 * enquiry. Not indexed, so not in the sitemap: it only makes sense after sending an enquiry.
 */
export const enquirySentRoute: Route = pageRoute(enquirySentPage, EnquirySent, { noindex: true });
