/**
 * About page (`/AboutMe`): three images, the biography, the knee and hip specialty links, the
 * robotic-arm assisted knee replacement section and its short captioned video.
 */
import { illustrationBySrc } from "./illustrations.ts";
import { hipTreatments, kneeTreatments } from "./navigation.ts";
import { z } from "zod";
import { image, inlineText, linkItem, pageBase, richText, section } from "./schema.ts";
import { awaitingClinicalReview, reviewRecord } from "./review-record.ts";
import { site, surgeonName } from "./site.ts";
import { surgeonShortName } from "./phrases.ts";

const { surgeon, hospitals } = site;

const caption = z.object({
  /** seconds from the start of the video */
  start: z.number().nonnegative(),
  end: z.number().positive(),
  text: z.string().trim().min(1).max(90),
}).strict().refine((c) => c.end > c.start, "a caption must end after it starts");

export const videoSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  src: z.string().regex(/^\/media\/[a-z0-9-]+\.mp4$/),
  type: z.literal("video/mp4"),
  /** the file has no sound track: captions carry every word */
  silent: z.literal(true),
  durationSeconds: z.number().positive(),
  poster: image,
  /** the summary of the disclosure that shows every caption as text under the video */
  transcriptLabel: z.string().trim().min(1),
  captions: z.object({
    label: z.string().trim().min(1),
    srclang: z.string().regex(/^[a-z]{2}$/),
    /** where the build writes `captionsVtt()` */
    src: z.string().regex(/^\/media\/[a-z0-9-]+\.vtt$/),
    cues: z.array(caption).min(1),
  }).strict(),
}).strict().refine(
  (v) =>
    v.captions.cues.every((c, i, all) =>
      c.end <= v.durationSeconds && (i === 0 || c.start >= all[i - 1].end)
    ),
  "captions must be in order, must not overlap and must end within the video",
);

export const aboutPageSchema = pageBase.extend({
  path: z.literal("/AboutMe"),
  intro: inlineText,
  images: z.array(image).length(3),
  biography: z.object({
    heading: z.string().trim().min(1),
    content: richText,
  }).strict(),
  kneeSpecialties: z.object({
    heading: z.string().trim().min(1),
    links: z.array(linkItem).length(8),
  }).strict(),
  hipSpecialties: z.object({
    heading: z.string().trim().min(1),
    links: z.array(linkItem).length(2),
  }).strict(),
  robotic: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: z.string().trim().min(1),
    intro: richText,
    sections: z.array(section).min(4),
    video: videoSchema,
  }).strict(),
  reviewed: reviewRecord,
}).strict();

export type AboutPage = z.infer<typeof aboutPageSchema>;
export type Video = z.infer<typeof videoSchema>;

export const aboutPage: AboutPage = aboutPageSchema.parse({
  path: "/AboutMe",
  meta: {
    title: `About ${surgeonName} | Consultant Knee and Hip Surgeon`,
    description:
      `About ${surgeonName}: consultant knee and hip surgeon since ${surgeon.consultantSince}, his training, the knee and hip problems he treats, and robotic-arm knee surgery.`,
    keywords: [
      surgeonName,
      "consultant orthopaedic surgeon",
      "knee specialist",
      "hip specialist",
      "robotic-arm assisted knee replacement",
      "children's knee injury",
    ],
  },
  heading: `About ${surgeonName}`,
  intro: `${surgeon.jobTitle}, ${surgeon.postNominals}`,
  images: [
    {
      ...illustrationBySrc("/images/about/consulting-room.svg"),
      caption: "Clinics are a chance to talk through all your options.",
    },
    illustrationBySrc("/images/about/operating-theatre.svg"),
    illustrationBySrc("/images/about/robotic-arm.svg"),
  ],
  biography: {
    heading: "Biography",
    content: [
      `${surgeonName} is a consultant orthopaedic surgeon who treats knee and hip problems. He has been a consultant since ${surgeon.consultantSince}. He has also been clinical director for his department for ${surgeon.clinicalDirectorYears} years.`,
      `He sees private patients at ${hospitals.private.name} and NHS patients at ${hospitals.nhs.name}.`,
      "His work covers sports injuries of the knee, kneecap problems, and worn knee and hip joints. He does keyhole knee surgery, ligament repair, knee realignment and knee and hip replacement. This includes robotic-arm assisted knee replacement.",
      `He sees adults, and children and young people from age ${surgeon.minimumPatientAge}. Children under ${surgeon.minimumPatientAge} are seen only if they have an injury to the knee alone.`,
      "He believes surgery should be a shared decision. At your first visit he will listen, examine you and explain what he finds in plain words. Many people get better with exercise, physiotherapy or injections, and he will talk about these first where they are likely to help.",
      `You can read more about [his current roles and training](/#biography) on the home page, or see [how to book](/#booking).`,
    ],
  },
  kneeSpecialties: {
    heading: "Knee Specialties",
    links: kneeTreatments,
  },
  hipSpecialties: {
    heading: "Hip Specialties",
    links: hipTreatments,
  },
  robotic: {
    id: "robotic-arm-knee-replacement",
    heading: "Robotic-arm assisted knee replacement",
    intro: [
      "In a knee replacement, the worn surfaces of the knee joint are removed and replaced with metal and plastic parts. In robotic-arm assisted surgery, the surgeon uses a computer plan and a robotic arm to help shape the bone and place the new parts.",
      "It can be used for both [total knee replacement](/Treatments/total-knee-replacement) and [partial knee replacement](/Treatments/partial-knee-replacement).",
    ],
    sections: [
      {
        id: "robotic-before-surgery",
        title: "Planning before surgery",
        content: [
          "A few weeks before your operation you will usually have a CT scan of your leg. The computer uses the scan to build a 3D model of your knee.",
          `${surgeonName} uses this model to plan the size of the new parts and exactly where they should sit.`,
        ],
      },
      {
        id: "robotic-what-it-does",
        title: "What the robotic arm does",
        content: [
          {
            list: [
              "During the operation, the surgeon checks how your knee bends and straightens and how tight the ligaments are. He can then fine-tune the plan.",
              "The surgeon holds and guides the arm. The arm keeps the cutting tool inside the planned area and stops it if it moves outside.",
              "This helps the surgeon remove only the bone that needs to go and protects the ligaments around the knee.",
            ],
          },
        ],
      },
      {
        id: "robotic-what-it-does-not-do",
        title: "What it does not do",
        content: [
          {
            list: [
              "The robot does not operate on its own. The surgeon is in control at all times.",
              "The main cut is about the same size as in a standard knee replacement. Small pins hold trackers on the thigh and shin bones during surgery, and may leave 2 small extra scars.",
              "It does not remove the usual risks of surgery, such as infection, blood clots or stiffness.",
              "It does not replace your own effort afterwards. Exercises and physiotherapy matter just as much.",
              "The CT scan means a small extra dose of X-rays.",
            ],
          },
        ],
      },
      {
        id: "robotic-who-it-suits",
        title: "Who it may suit",
        content: [
          "Most people who need a total or partial knee replacement can have robotic-arm assisted surgery. It may not suit some people, for example those with metal plates or screws near the knee from earlier surgery.",
          `Standard knee replacement, without the robot, is still a good option with a long track record. ${surgeonShortName} will talk with you about which is right for your knee.`,
        ],
      },
      {
        id: "robotic-evidence",
        title: "What the evidence shows",
        content: [
          "Studies show that the robotic arm helps place the new joint closer to the plan than standard instruments.",
          "Some studies found less pain and a slightly quicker recovery in the first few weeks. Others found little difference.",
          "So far, studies have not shown that knees replaced this way last longer or work better after several years. Large trials in the UK are looking at this now.",
        ],
      },
    ],
    video: {
      title: "Robotic-arm assisted knee replacement: a short guide",
      description:
        "A short, silent animation with captions. It shows how a knee replacement is planned from a CT scan and how the surgeon guides the robotic arm during the operation.",
      src: "/media/robotic-arm-knee-replacement.mp4",
      type: "video/mp4",
      silent: true,
      durationSeconds: 24,
      transcriptLabel: "Read the captions as text",
      poster: illustrationBySrc("/images/about/robotic-arm-video-poster.svg"),
      captions: {
        label: "English",
        srclang: "en",
        src: "/media/robotic-arm-knee-replacement.vtt",
        cues: [
          { start: 0, end: 4, text: "Robotic-arm assisted knee replacement: a short guide." },
          { start: 4, end: 8, text: "1. A 3D plan of your knee is made from a CT scan." },
          {
            start: 8,
            end: 12,
            text: "2. In theatre, the surgeon checks how the knee moves and fine-tunes the plan.",
          },
          {
            start: 12,
            end: 16,
            text: "3. The surgeon guides the arm. It keeps the cuts inside the planned area.",
          },
          {
            start: 16,
            end: 20,
            text: "4. The new joint is fitted. The surgeon is in control at all times.",
          },
          {
            start: 20,
            end: 24,
            text: "Recovery and exercises are much the same as for a standard knee replacement.",
          },
        ],
      },
    },
  },
  reviewed: awaitingClinicalReview,
});

function vttTime(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const whole = Math.floor(totalMs / 1000);
  const ms = totalMs % 1000;
  const hh = String(Math.floor(whole / 3600)).padStart(2, "0");
  const mm = String(Math.floor((whole % 3600) / 60)).padStart(2, "0");
  const ss = String(whole % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(ms).padStart(3, "0")}`;
}

/** The WebVTT file for the video's caption track (written by the build to `captions.src`). */
export function captionsVtt(video: Video = aboutPage.robotic.video): string {
  const cues = video.captions.cues.map((c, i) =>
    `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}`
  );
  return `WEBVTT - ${video.title}\n\n${cues.join("\n\n")}\n`;
}
