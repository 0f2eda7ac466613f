/**
 * Useful Links (`/UsefulLinks`): the four downloadable guides, and the full text of the two
 * Patient Resources (`guides`) so the PDF generator can print them with no extra writing.
 *
 * Page counts and file sizes are deliberately absent: the build reads them from the PDF files,
 * so they can never disagree with what a patient downloads.
 */
import { illustrationBySrc } from "./illustrations.ts";
import { z } from "zod";
import { documentLink, image, pageBase, richText, section } from "./schema.ts";
import { awaitingClinicalReview, reviewRecord } from "./review-record.ts";
import { site, surgeonName } from "./site.ts";
import { emailLink, phoneLink } from "./phrases.ts";

const { hospitals, contacts } = site;

export const documentCategories = ["Treatment Guide", "Patient Resource"] as const;
export const documentCategory = z.enum(documentCategories);
export type DocumentCategory = z.infer<typeof documentCategory>;

export const usefulDocument = documentLink.extend({
  description: z.string().trim().min(1),
  category: documentCategory,
  /** the file name the browser saves it under (the `download` attribute), when not the href's */
  downloadName: z.string().regex(/^[A-Za-z0-9-]+\.pdf$/).optional(),
  /** a preview of the cover */
  image,
}).strict();

export type UsefulDocument = z.infer<typeof usefulDocument>;

export const usefulLinksPageSchema = pageBase.extend({
  path: z.literal("/UsefulLinks"),
  intro: richText,
  documents: z.array(usefulDocument).length(4),
  downloadLabel: z.string().trim().min(1),
  reviewed: reviewRecord,
}).strict();

export type UsefulLinksPage = z.infer<typeof usefulLinksPageSchema>;

const guideCover = { src: "/images/documents/guide-cover.svg", width: 600, height: 800 } as const;

export const usefulLinksPage: UsefulLinksPage = usefulLinksPageSchema.parse({
  path: "/UsefulLinks",
  meta: {
    title: "Useful Links | Patient Guides to Download",
    description:
      "Download free patient guides on hip replacement, knee replacement, getting ready for surgery and exercises to do after your knee or hip operation.",
    keywords: [
      "hip replacement guide PDF",
      "knee replacement guide",
      "preparing for surgery",
      "exercises after knee surgery",
      "patient information leaflet",
    ],
  },
  heading: "Useful Links",
  intro: [
    "These guides explain your treatment and how to prepare for it and recover. You can read them on screen or print them out.",
    "They give general information. Your care team will tell you what applies to you.",
  ],
  documents: [
    {
      title: "Hip Replacement Guide",
      description:
        "A full guide to hip replacement: what the operation involves, getting ready, your stay in hospital, recovery, exercises and possible risks.",
      href: "/documents/hip-replacement-guide.pdf",
      category: "Treatment Guide",
      downloadName: "Hip-Replacement-Patient-Guide.pdf",
      image: illustrationBySrc("/images/documents/hip-replacement-guide.svg"),
    },
    {
      title: "Knee Replacement Guide",
      description:
        "Everything about total and partial knee replacement: why it is done, how to prepare, what happens on the day, and recovering at home.",
      href: "/documents/knee-replacement-guide.pdf",
      category: "Treatment Guide",
      downloadName: "Knee-Replacement-Patient-Guide.pdf",
      image: illustrationBySrc(guideCover.src),
    },
    {
      title: "Preparing for Surgery",
      description:
        "A short checklist for the weeks before your operation: your pre-op check, getting healthy, your medicines, getting your home ready and going home.",
      href: "/documents/preparing-for-surgery.pdf",
      category: "Patient Resource",
      downloadName: "Preparing-for-Surgery.pdf",
      image: illustrationBySrc(guideCover.src),
    },
    {
      title: "Exercises After Surgery",
      description:
        "Simple, safe exercises for the first weeks after knee or hip surgery, with how often to do them and the warning signs to look out for.",
      href: "/documents/exercises-after-surgery.pdf",
      category: "Patient Resource",
      downloadName: "Exercises-After-Surgery.pdf",
      image: illustrationBySrc(guideCover.src),
    },
  ],
  downloadLabel: "Download PDF",
  reviewed: awaitingClinicalReview,
});

export const printableGuide = z.object({
  href: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  title: z.string().trim().min(1),
  subtitle: z.string().trim().min(1),
  sections: z.array(section).min(3),
  reviewed: reviewRecord,
}).strict();

export type PrintableGuide = z.infer<typeof printableGuide>;

const contactUs = section.parse({
  id: "contact-us",
  title: "Contact us",
  content: [
    `Private patients: ${contacts.practiceManager.name}, ${contacts.practiceManager.role}, ${
      phoneLink(contacts.practiceManager.phone)
    }, ${emailLink(contacts.practiceManager.email)}.`,
    `NHS patients: ${contacts.nhsSecretary.role}, ${phoneLink(contacts.nhsSecretary.phone)}, ${
      emailLink(contacts.nhsSecretary.email)
    }.`,
    `Worried after your operation? Call the hospital where you had it: ${hospitals.private.name} ${
      phoneLink(hospitals.private.phone)
    }, ${hospitals.nhs.name} ${
      phoneLink(hospitals.nhs.phone)
    }. Out of hours, call NHS 111. In an emergency, call 999.`,
  ],
});

/** The full text of the two Patient Resources, about two printed pages each. */
export const guides: PrintableGuide[] = z.array(printableGuide).length(2).parse([
  {
    href: "/documents/preparing-for-surgery.pdf",
    title: "Preparing for Surgery",
    subtitle:
      `Knee and hip surgery with ${surgeonName}: a checklist for the weeks before your operation`,
    sections: [
      {
        id: "about-this-guide",
        title: "About this guide",
        content: [
          "Getting ready for surgery helps you recover more quickly and lowers the risk of problems. This guide explains what you can do in the weeks before your operation.",
          "It gives general advice. Your care team will tell you what applies to you. If their advice is different, follow theirs.",
        ],
      },
      {
        id: "pre-operative-assessment",
        title: "Your pre-operative assessment",
        content: [
          "A few weeks before surgery, a nurse will check that you are well enough for your operation and the anaesthetic. This may take an hour or more.",
          {
            subtitle: "What may happen",
            details: [
              "Questions about your health, past operations and any problems with anaesthetics",
              "Blood pressure, height and weight",
              "Blood tests and a heart trace (ECG)",
              "Swabs to check for germs such as MRSA",
            ],
          },
          {
            subtitle: "What to bring",
            details: [
              "All your medicines in their boxes, or a recent repeat prescription list",
              "Any letters or results from other hospitals",
              "Your questions, written down",
            ],
          },
        ],
      },
      {
        id: "getting-healthy",
        title: "Getting healthy for surgery",
        content: [
          {
            subtitle: "Stop smoking",
            details:
              "Smoking slows healing and raises the risk of wound and chest infections. Stopping at any time helps. Stopping at least 4 weeks before surgery helps even more. Your GP or pharmacist can refer you to a free NHS stop smoking service.",
          },
          {
            subtitle: "Cut down on alcohol",
            details:
              "Keep to 14 units a week or less. Do not drink alcohol for at least 24 hours before surgery.",
          },
          {
            subtitle: "Diabetes",
            details:
              "Good control of your blood sugar lowers the risk of infection. Your team will check a blood test called HbA1c. If it is high, your operation may be put off while your GP or diabetes nurse helps you bring it down.",
          },
          {
            subtitle: "Weight",
            details:
              "If you are overweight, losing even a little helps your joints and your recovery. Lose weight slowly. Eat enough protein, such as meat, fish, eggs, beans or dairy, to help you heal.",
          },
          {
            subtitle: "Anaemia",
            details:
              "If your blood test shows you are low in iron, you may be offered iron tablets or an iron drip before surgery. Foods such as red meat, beans, lentils and green vegetables also contain iron.",
          },
          {
            subtitle: "Skin and teeth",
            details:
              "Tell us straight away about any cuts, sores, rashes or infections on your legs, or tooth problems. Infections can spread to a new joint. Do not shave your legs for a week before surgery.",
          },
          {
            subtitle: "Keep active",
            details:
              "Keep walking and do the exercises your physiotherapist gives you. Stronger muscles before surgery make the first weeks after it easier.",
          },
        ],
      },
      {
        id: "your-medicines",
        title: "Your medicines",
        content: [
          "Some medicines need to be stopped or changed before surgery. The pre-op nurse will tell you exactly what to do.",
          {
            list: [
              "Tell us if you take blood thinners, such as warfarin, apixaban, rivaroxaban or clopidogrel.",
              "Tell us if you take medicines for diabetes, steroids, the contraceptive pill or HRT.",
              "Tell us about herbal remedies and supplements too.",
              "Do not stop any medicine unless you are told to.",
            ],
          },
        ],
      },
      {
        id: "getting-your-home-ready",
        title: "Getting your home ready",
        content: [
          "For the first few weeks you will walk with crutches or a frame and will not be able to bend easily. Set up your home before you go in:",
          {
            list: [
              "Move rugs, loose cables and clutter off the floor so you do not trip.",
              "Put things you use every day at waist height.",
              "Have a firm chair with arms that is not too low.",
              "Make sure you have a clear path to the toilet at night, with a night light.",
              "Stock up the freezer and cupboards with easy meals.",
              "Arrange help with shopping, pets, children and housework.",
              "An occupational therapist may check what equipment you need, such as a raised toilet seat.",
            ],
          },
        ],
      },
      {
        id: "the-day-of-surgery",
        title: "The day of surgery",
        content: [
          {
            list: [
              "Follow the hospital's instructions about when to stop eating and drinking.",
              "Have a shower or bath. Do not use creams or lotions on your leg.",
              "Remove nail varnish, make-up and jewellery. A wedding ring can be taped.",
              "Bring your medicines, loose clothes, flat shoes or slippers with a back, and your phone and charger.",
              "Leave valuables at home.",
            ],
          },
        ],
      },
      {
        id: "going-home",
        title: "Going home",
        content: [
          {
            list: [
              "Arrange a lift home. You must not drive yourself.",
              "If you go home on the day of surgery, an adult should stay with you for the first 24 hours.",
              "You will be given pain relief, advice about your wound and a follow-up appointment.",
              "Keep doing your exercises. See our Exercises After Surgery guide.",
            ],
          },
        ],
      },
      contactUs,
    ],
    reviewed: awaitingClinicalReview,
  },
  {
    href: "/documents/exercises-after-surgery.pdf",
    title: "Exercises After Surgery",
    subtitle: "Simple exercises for the first weeks after knee or hip surgery",
    sections: [
      {
        id: "before-you-start",
        title: "Before you start",
        content: [
          "Regular exercise helps your new or repaired joint work well. These exercises help you get moving, build strength and lower the risk of blood clots.",
          "Your physiotherapist will tell you which of these exercises are right for you, and may add others. If their advice is different from this guide, follow theirs. If you have had a hip replacement, follow any advice you are given about how far to bend your hip.",
        ],
      },
      {
        id: "tips",
        title: "Tips for exercising",
        content: [
          {
            list: [
              "Do your exercises 3 or 4 times a day, little and often.",
              "Take your pain relief about 30 minutes before you exercise.",
              "Some discomfort and stiffness are normal. Sharp or severe pain is not: stop and rest.",
              "Move slowly and with control. Breathe normally; do not hold your breath.",
              "A cold pack wrapped in a damp towel for 15 to 20 minutes after exercise can ease swelling. Never put ice straight on your skin.",
            ],
          },
        ],
      },
      {
        id: "lying-exercises",
        title: "Exercises lying on your bed",
        content: [
          {
            subtitle: "1. Ankle pumps",
            details:
              "Point your feet up towards you, then down away from you. Repeat 20 times. Do this every hour while you are awake in the first weeks. It helps your blood flow and lowers the risk of clots.",
          },
          {
            subtitle: "2. Thigh squeezes (static quads)",
            details:
              "Lie with your legs straight. Tighten the muscle on the front of your thigh by pushing the back of your knee down into the bed. Hold for 5 seconds, then relax. Repeat 10 times.",
          },
          {
            subtitle: "3. Buttock squeezes",
            details:
              "Squeeze your buttocks together. Hold for 5 seconds, then relax. Repeat 10 times.",
          },
          {
            subtitle: "4. Heel slides",
            details:
              "Slide the heel of your operated leg up towards your bottom, bending your knee and hip as far as is comfortable. Slide it back down. Repeat 10 times. A plastic bag under your heel can help it slide.",
          },
          {
            subtitle: "5. Straight leg raise",
            details:
              "Bend your other knee. Tighten your thigh and lift your operated leg, kept straight, about 15 cm off the bed. Hold for 5 seconds, then lower it slowly. Repeat 10 times.",
          },
          {
            subtitle: "6. Leg slides out to the side (hip surgery)",
            details:
              "With your legs straight, slide your operated leg out to the side and back. Keep your toes pointing up. Repeat 10 times.",
          },
          {
            subtitle: "7. Knee straightening (knee surgery)",
            details:
              "Put a rolled towel under your ankle so your knee is off the bed. Let your knee sag straight for 5 minutes, tightening your thigh now and then. A straight knee helps you walk normally.",
          },
        ],
      },
      {
        id: "sitting-and-standing-exercises",
        title: "Exercises sitting and standing",
        content: [
          {
            subtitle: "8. Knee bends in a chair",
            details:
              "Sit in a firm chair. Slide your foot back under the chair as far as you can, hold for 5 seconds, then slide it forward again. Repeat 10 times.",
          },
          {
            subtitle: "9. Sit to stand",
            details:
              "Sit near the front of a firm chair with arms. Lean forward and push up through your arms and legs to stand. Sit back down slowly. Repeat 5 to 10 times.",
          },
          {
            subtitle: "10. Walking",
            details:
              "Walk little and often with your crutches or frame, as shown by your physiotherapist. Go a bit further each day. Walking is exercise too.",
          },
        ],
      },
      {
        id: "stop-and-get-help",
        title: "Stop and get help if",
        content: [
          {
            list: [
              "Your calf becomes swollen, red, warm or painful.",
              "Your wound becomes red, hot or more painful, or starts to leak.",
              "You have a temperature of 38°C or more, or feel hot and shivery.",
              "You suddenly cannot put weight on your leg, or your pain keeps getting worse.",
            ],
          },
          "Call 999 straight away if you have chest pain, sudden shortness of breath or cough up blood.",
        ],
      },
      contactUs,
    ],
    reviewed: awaitingClinicalReview,
  },
]);
