/**
 * The two emails a data request sends: the acknowledgement, to the address given and nowhere
 * else (it says nothing about whether anything is held), and the practice's notice, to the
 * data-protection contact (content/site.ts), with the records found and signed links to
 * unpublish, erase or export them. Both in the style of the edge's other emails.
 */
import { markup } from "../html-page.ts";
import {
  button,
  emailHtml,
  notice,
  noticeLead,
  paragraph,
  quoted,
  recordBox,
  smallPrint,
} from "../mail/layout.ts";
import type { AppConfig } from "../config.ts";
import type { Email } from "../injected.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import { cleanLine, fenced } from "../mail/clean-text.ts";
import { site, surgeonName } from "../../content/site.ts";
import { dataRequestKindLabel } from "../../content/data-request.ts";
import { DATA_REQUEST_LINK_LIFETIME_MS, moderationUrl } from "../stories/moderation-links.ts";
import { publicName } from "../stories/public.ts";
import { dataRequestUrl } from "./links.ts";
import { type PersonRecords, REQUEST_NOTICE_SUBJECT } from "./records.ts";
import type { DataRequest } from "./store.ts";

type LinkConfig = Pick<AppConfig, "siteUrl" | "storySigningSecret">;

const askedFor = (request: DataRequest) =>
  request.kind === "remove-story"
    ? "remove the story held under this email address from the website"
    : "send a copy of the details held under this email address";

/** To the patient's address only: received, and what happens next. Says nothing of what is held. */
export async function acknowledgementEmail(request: DataRequest): Promise<Email> {
  const { contact } = site.dataProtection;
  const lines = [
    `We have received a request, made on the website of ${surgeonName}, to ${askedFor(request)}.`,
    "If we hold anything under this address, the practice will reply to it within one month. We may ask you to confirm who you are before we send or remove anything.",
    "If you did not make this request, you can ignore this email: nothing will be sent anywhere but this address.",
    `Questions: ${contact.name}, ${contact.email}, ${contact.phone.display}.`,
  ];
  const html = await emailHtml({
    title: "We have received your request",
    heading: "We have received your request",
    body: markup`${lines.map(paragraph)}`,
  });
  return {
    to: request.email,
    subject: `${REQUEST_NOTICE_SUBJECT}: we have received it`,
    text: lines.join("\n\n"),
    html,
    replyTo: contact.email,
  };
}

const excerpt = (text: string, max = 160) =>
  cleanLine(text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

/** To the practice: the request, everything found, and the links to act on it. */
export async function requestNoticeEmail(
  config: LinkConfig,
  request: DataRequest,
  records: PersonRecords,
  now: Date,
): Promise<Email> {
  const link = (id: string, action: "unpublish" | "erase") =>
    moderationUrl(
      config.siteUrl,
      config.storySigningSecret,
      id,
      action,
      now,
      DATA_REQUEST_LINK_LIFETIME_MS,
    ).then((url) => action === "unpublish" ? `${url}&reason=author-request` : url);
  const stories = await Promise.all(records.stories.map(async (story) => ({
    story,
    shownAs: publicName(story.firstName, story.lastName, story.stayAnonymous),
    unpublish: story.status === "approved" ? await link(story.id, "unpublish") : undefined,
    erase: await link(story.id, "erase"),
  })));
  const exportUrl = await dataRequestUrl(
    config.siteUrl,
    config.storySigningSecret,
    request.id,
    "export",
    now,
  );
  const eraseUrl = await dataRequestUrl(
    config.siteUrl,
    config.storySigningSecret,
    request.id,
    "erase",
    now,
  );
  const answerBy = ukDate(new Date(now.getTime() + 30 * 86_400_000).toISOString());
  const linksUntil = ukDate(new Date(now.getTime() + DATA_REQUEST_LINK_LIFETIME_MS).toISOString());
  const status = (s: typeof stories[number]["story"]) =>
    s.status === "approved"
      ? "published"
      : s.status === "pending"
      ? "waiting for a decision"
      : s.status === "declined"
      ? "declined (never published)"
      : "already unpublished";
  const nothing = !records.stories.length && !records.enquiries.length;
  const asked = `${dataRequestKindLabel(request.kind)}`;

  const text = [
    `Someone has asked, with the form on the website: “${asked}”.`,
    `The address they gave: ${cleanLine(request.email)}`,
    `Received: ${
      ukDateTime(request.receivedAt)
    }. Please answer by ${answerBy}, to that address only.`,
    "An acknowledgement went to that address (at most one a day), so only its owner knows the request was made; check who you are dealing with before sending or removing anything.",
    "",
    nothing
      ? "The website holds no story or enquiry under this address. Please still reply to say so."
      : `Found: ${records.stories.length} ${
        records.stories.length === 1 ? "story" : "stories"
      }, ${records.enquiries.length} ${
        records.enquiries.length === 1 ? "enquiry" : "enquiries"
      }, ${records.mail.length} ${records.mail.length === 1 ? "email" : "emails"}.`,
    "",
    ...stories.flatMap(({ story, shownAs, unpublish, erase }, i) => [
      `Story ${i + 1}: ${shownAs}, ${story.stars} out of 5 stars, sent ${
        ukDateTime(story.submittedAt)
      }, ${status(story)}`,
      `> ${excerpt(story.text)}`,
      ...(unpublish ? [`Unpublish: ${unpublish}`] : []),
      `Erase: ${erase}`,
      "",
    ]),
    ...records.enquiries.flatMap((enquiry, i) => [
      `Enquiry ${i + 1}: received ${ukDateTime(enquiry.receivedAt)}`,
      `> ${excerpt(enquiry.message)}`,
      "",
    ]),
    fenced("Links for the whole request", [
      `Export everything as a file: ${exportUrl}`,
      `Erase everything: ${eraseUrl}`,
      "",
      `These links go to ${config.siteUrl} and nowhere else. Each opens a confirmation page; nothing changes until you confirm there. They work until ${linksUntil}.`,
    ]),
  ].join("\n");

  const html = await emailHtml({
    title: "Request about personal details",
    heading: `Request about personal details: ${asked}`,
    body: markup`${paragraph(markup`The address given: <strong>${request.email}</strong>`)}
${
      paragraph(
        `Received ${
          ukDateTime(request.receivedAt)
        }. Please answer by ${answerBy}, to that address only.`,
      )
    }
${
      smallPrint(
        "An acknowledgement went to that address (at most one a day), so only its owner knows the request was made; check who you are dealing with before sending or removing anything.",
      )
    }
${
      nothing
        ? paragraph(
          markup`<strong>The website holds no story or enquiry under this address.</strong> Please still reply to say so.`,
        )
        : ""
    }
${
      stories.map(({ story, shownAs, unpublish, erase }) =>
        recordBox(
          paragraph(
            markup`<strong>Story: ${shownAs}</strong>, ${story.stars} out of 5 stars, sent ${
              ukDateTime(story.submittedAt)
            }, ${status(story)}`,
          ),
          quoted(excerpt(story.text)),
          markup`${unpublish ? button(unpublish, "Unpublish", "danger") : ""}${
            button(erase, "Erase", "quiet")
          }`,
        )
      )
    }
${
      records.enquiries.map((enquiry) =>
        recordBox(
          paragraph(markup`<strong>Enquiry</strong>, received ${ukDateTime(enquiry.receivedAt)}`),
          quoted(excerpt(enquiry.message)),
        )
      )
    }
${paragraph(`Emails about this address held by the website: ${records.mail.length}.`)}
${
      notice(
        noticeLead(
          markup`${button(exportUrl, "Export everything")}${
            button(eraseUrl, "Erase everything", "danger")
          }`,
        ),
        smallPrint(
          `These links go to ${config.siteUrl} and nowhere else. Each opens a confirmation page; nothing changes until you confirm there. They work until ${linksUntil}.`,
        ),
      )
    }`,
  });
  return {
    to: site.dataProtection.contact.email,
    subject: `${REQUEST_NOTICE_SUBJECT}: ${asked}`,
    text,
    html,
  };
}
