/**
 * Pre & Post Care (`/PreAndPostcare`): intro, the two cards (physiotherapy directory and MiOp
 * app) and six sections of practical advice before and after surgery. Figures quoted from the
 * spec's §9 (clips out, showering, driving) are the total knee replacement figures, named as such.
 */
import { illustrationBySrc } from "./illustrations.ts";
import { z } from "zod";
import { image, inlineText, pageBase, richText, section } from "./schema.ts";
import { awaitingClinicalReview, reviewRecord } from "./review-record.ts";
import { site, surgeonName } from "./site.ts";
import { phoneLink } from "./phrases.ts";
import { fact } from "./clinical-facts.ts";

const { hospitals } = site;

export const careCard = z.object({
  title: z.string().trim().min(1),
  description: inlineText,
  href: z.enum(["/PreAndPostcare/physiotherapy", "/PreAndPostcare/miop-app"]),
  linkLabel: z.string().trim().min(1),
  image,
}).strict();

export const carePageSchema = pageBase.extend({
  path: z.literal("/PreAndPostcare"),
  intro: richText,
  image,
  cards: z.array(careCard).length(2),
  sections: z.array(section).length(6),
  reviewed: reviewRecord,
}).strict();

export type CareCard = z.infer<typeof careCard>;
export type CarePage = z.infer<typeof carePageSchema>;

export const carePage: CarePage = carePageSchema.parse({
  path: "/PreAndPostcare",
  meta: {
    title: "Pre and Post Operative Care | Knee and Hip Surgery",
    description:
      "How to get ready for knee or hip surgery and recover well afterwards: pre-op checks, stopping smoking, what to bring, exercises, wound care and when to call.",
    keywords: [
      "preparing for knee surgery",
      "hip surgery recovery",
      "pre-operative assessment",
      "wound care after surgery",
      "physiotherapy after knee replacement",
      "prehabilitation",
    ],
  },
  heading: "Pre & Post Care",
  intro: [
    "Getting ready for surgery and looking after yourself afterwards both make a real difference to how well you recover.",
    "This page explains what to do before your operation and what to expect after it. Your own care team will give you advice for your operation. If their advice is different from this page, follow theirs.",
  ],
  image: illustrationBySrc("/images/care/pre-post-care.svg"),
  cards: [
    {
      title: "Physiotherapy",
      description:
        "Find physiotherapy centres in Coventry and Warwickshire, and companies that supply knee and hip braces.",
      href: "/PreAndPostcare/physiotherapy",
      linkLabel: "Find a physiotherapist",
      image: illustrationBySrc("/images/care/physiotherapy.svg"),
    },
    {
      title: "MiOp recovery app",
      description:
        "A phone app that helps you follow your recovery plan, do your exercises and keep in touch with your care team.",
      href: "/PreAndPostcare/miop-app",
      linkLabel: "About the MiOp app",
      image: illustrationBySrc("/images/care/miop-app.svg"),
    },
  ],
  sections: [
    {
      id: "pre-op-planning",
      title: "Pre-Op Planning",
      content: [
        {
          subtitle: "Pre-operative assessment",
          details:
            "A few weeks before surgery, a nurse will check your health. You may have blood tests, a heart trace (ECG) and swabs to check for germs such as MRSA. This is a good time to ask about the anaesthetic.",
        },
        {
          subtitle: "Your medicines",
          details: [
            "Bring a list of all your medicines, or the boxes, to your assessment.",
            "Tell the nurse if you take blood thinners, diabetes medicines, steroids, the contraceptive pill or HRT.",
            "Do not stop any medicine unless the team tells you to.",
          ],
        },
        {
          subtitle: "What to bring to hospital",
          details: [
            "Your medicines in their boxes",
            "Loose, comfortable clothes and nightwear",
            "Flat shoes or slippers with a back that fit well",
            "Glasses, hearing aids and their cases",
            "Your phone and charger, and a list of useful phone numbers",
            "Crutches or a walking frame, if you already have them",
          ],
        },
        {
          subtitle: "Plan ahead",
          details: [
            "Arrange a lift home. You must not drive yourself.",
            "If you go home on the day of surgery, an adult should stay with you for the first 24 hours.",
            "Plan time off work and ask someone to help with shopping, pets and housework for the first few weeks.",
          ],
        },
        "Follow the hospital's instructions about when to stop eating and drinking before surgery.",
      ],
    },
    {
      id: "health-optimisation",
      title: "Health Optimisation",
      content: [
        "Small changes in the weeks before surgery can lower your risk of problems and help you heal.",
        {
          subtitle: "Stop smoking",
          details:
            "Smoking slows healing and raises the risk of wound infection. Stopping at any time helps. Stopping at least 4 weeks before surgery helps even more. Your GP or pharmacist can refer you to a free NHS stop smoking service.",
        },
        {
          subtitle: "Blood sugar",
          details:
            "If you have diabetes, your team will check a blood test called HbA1c. High sugar levels raise the risk of infection. If your level is high, surgery may be put off until it is better controlled. Your GP or diabetes nurse can help.",
        },
        {
          subtitle: "Weight",
          details:
            "Losing some weight, if you need to, takes load off your knee or hip with every step. Aim for slow, steady loss. Do not crash diet just before surgery: your body needs protein to heal.",
        },
        {
          subtitle: "Anaemia",
          details:
            "Anaemia means a low level of red blood cells, often from low iron. Your blood test will look for it. If you have anaemia, iron tablets or an iron drip before surgery can help. They can make you feel stronger and lower the chance that you need a blood transfusion.",
        },
        {
          subtitle: "Alcohol",
          details:
            "Try to keep to 14 units a week or less, spread over several days. Drinking more can slow healing.",
        },
        {
          subtitle: "Keep moving",
          details:
            "Exercises to strengthen your thigh and hip muscles before surgery can make recovery easier. This is sometimes called prehab. A physiotherapist can show you what to do.",
        },
        {
          subtitle: "Skin and teeth",
          details:
            "Tell us about any cuts, sores or infections on your legs, or tooth problems, before surgery. Infections can spread to a new joint, so your operation may need to wait until they have cleared.",
        },
      ],
    },
    {
      id: "educational-resources",
      title: "Educational Resources",
      content: [
        "Knowing what to expect can make you feel less worried. These guides explain each step:",
        {
          list: [
            "[Preparing for surgery](/documents/preparing-for-surgery.pdf): checks, health tips and getting your home ready",
            "[Exercises after surgery](/documents/exercises-after-surgery.pdf): simple exercises for the first weeks",
            "[Knee replacement guide](/documents/knee-replacement-guide.pdf)",
            "[Hip replacement guide](/documents/hip-replacement-guide.pdf)",
          ],
        },
        "You can find all our guides on the [Useful Links](/UsefulLinks) page. Each [treatment page](/Treatments) also explains the operation, the risks and the recovery.",
        "Write down your questions before your clinic visit and bring them with you.",
      ],
    },
    {
      id: "rehabilitation",
      title: "Rehabilitation",
      content: [
        {
          subtitle: "Exercises",
          details: [
            "A physiotherapist will usually see you on the day of surgery or the next day and help you walk with a frame or crutches.",
            "Do your exercises little and often, several times a day, as your physiotherapist shows you.",
            "Take pain relief regularly at first so that you can keep moving.",
            "A cold pack wrapped in a towel, for 15 to 20 minutes at a time, can ease swelling.",
          ],
        },
        {
          subtitle: "Wound care",
          details: [
            "Keep the dressing clean and dry. Do not pick at the wound.",
            `After a total knee replacement you can usually shower after ${
              fact("shower.total-knee-replacement")
            } with a waterproof dressing. Clips come out at ${
              fact("clips-out.total-knee-replacement")
            }.`,
            "Do not soak in a bath or swim until the wound has fully healed.",
          ],
        },
        {
          subtitle: "What is normal after surgery",
          details: [
            "Some swelling, bruising and warmth around your new joint or scar are normal. They settle slowly over the weeks after your operation.",
            "Bruising often spreads down the leg, even to the ankle, before it fades.",
            "Feeling tired is normal while your body heals. Rest between short walks and your exercises.",
            "A patch of numb skin near the scar is common. The feeling often comes back slowly, but a small numb patch may stay.",
            "A calf that is swollen or painful, a wound that leaks or spreads redness, or a high temperature are not normal: see When to call us below.",
          ],
        },
        {
          subtitle: "Preventing blood clots",
          details:
            "Move your ankles up and down often and drink plenty of water. Use any stockings or blood-thinning injections you are given for as long as you are told.",
        },
        {
          subtitle: "Getting back to normal",
          details:
            `Each operation has its own timeline. For example, after a total knee replacement most people return to driving and office work at ${
              fact("driving.total-knee-replacement")
            }. Only drive when you can do an emergency stop safely, and tell your insurer. Each treatment page gives the timeline for that operation.`,
        },
        "Need a physiotherapist near you? See our [list of physiotherapy centres](/PreAndPostcare/physiotherapy).",
      ],
    },
    {
      id: "ongoing-support",
      title: "Ongoing Support",
      content: [
        `You will have a follow-up appointment, usually around 6 weeks after surgery, and more if needed. ${surgeonName} and the team will check your wound, your movement and your progress.`,
        "The [MiOp app](/PreAndPostcare/miop-app) can help you track your recovery between visits.",
        {
          subtitle: "When to call us",
          details: [
            "Your wound becomes red, hot, more painful, or starts to leak or open",
            "You have a temperature of 38°C or more, or feel hot and shivery",
            "Your calf is swollen, tender or painful",
            "Your pain is getting worse rather than better",
            "Your foot feels numb, tingly or cold, or you cannot put weight on your leg when you could before",
          ],
        },
        `Call the hospital where you had your operation: ${hospitals.private.name} on ${
          phoneLink(hospitals.private.phone)
        }, or ${hospitals.nhs.name} on ${
          phoneLink(hospitals.nhs.phone)
        }. Out of hours, call NHS 111.`,
        "Call 999 if you have chest pain, sudden shortness of breath or cough up blood. These can be signs of a blood clot in the lung.",
      ],
    },
    {
      id: "video-guides",
      title: "Video Guides",
      content: [
        "Seeing something done can make it easier to understand.",
        {
          list: [
            "Watch our [short video about robotic-arm assisted knee replacement](/AboutMe#robotic-arm-knee-replacement). It has captions and no sound.",
            "The [MiOp app](/PreAndPostcare/miop-app) shows your exercises step by step.",
            "Ask your physiotherapist if you can film them showing you an exercise on your phone. It is a useful reminder at home.",
          ],
        },
        "Videos are a guide only. Always follow the exercises your own physiotherapist gives you.",
      ],
    },
  ],
  reviewed: awaitingClinicalReview,
});
