/**
 * The patient guides (PDFs) that the build assembles from the condition and treatment pages, and
 * the chapters written for the printed guides alone. How a guide's chapters are found is in
 * guide-chapters.ts.
 */
import { z } from "zod";
import { whenToGetHelp } from "./clinical-common.ts";
import { phoneLabel, site, surgeonName } from "./site.ts";
import { type GuideChapter, type PatientGuide, patientGuide } from "./guide-chapters.ts";

const guideCover = (alt: string) => ({
  src: "/images/documents/guide-cover.svg",
  alt,
  width: 600,
  height: 800,
});
const { private: privateHospital, nhs: nhsHospital } = site.hospitals;

const questionsToAsk = (topic: string, extra: string[] = []): GuideChapter => ({
  title: "Questions to Ask",
  content: [
    `You may find it helpful to write down your questions before your appointment. Some people ask about ${topic}:`,
    {
      list: [
        "What are my options, including not having surgery?",
        "What are the benefits and risks for me?",
        "How long will it take me to recover?",
        "When can I drive, go back to work and return to my sport or hobbies?",
        "What should I do before the operation to help my recovery?",
        ...extra,
      ],
    },
    "There are no silly questions. If you are unsure about anything, ask.",
  ],
});

const preparingForSurgery: GuideChapter = {
  title: "Preparing for Your Operation",
  content: [
    {
      subtitle: "Before you come in",
      details: [
        "Go to your pre-operative assessment. A nurse will check your health, your medicines and any allergies.",
        "Tell the team if you take blood thinners, diabetes medicines or the contraceptive pill. Some medicines need to be stopped before surgery.",
        "If you smoke, try to stop. It lowers the risk of wound and chest problems.",
        "Keep active and do the exercises you have been given.",
        "Arrange for someone to take you home and help you for the first few days.",
      ],
    },
    {
      subtitle: "Getting your home ready",
      details: [
        "Clear loose rugs and clutter so you cannot trip.",
        "Put things you use often within easy reach.",
        "Stock up on food that is easy to prepare.",
        "Have a firm chair with arms to sit in.",
      ],
    },
    {
      subtitle: "What to bring to hospital",
      details: [
        "your medicines in their boxes",
        "loose, comfortable clothes and flat shoes that fit well",
        "your crutches, if you were given them",
        "this guide, and a list of your questions",
      ],
    },
    "Follow the instructions you are given about when to stop eating and drinking before the operation.",
  ],
};

const whenToGetHelpChapter: GuideChapter = { title: "When to Get Help", content: whenToGetHelp };

const kneeExercises: GuideChapter = {
  title: "Early Exercises",
  content: [
    "Your physiotherapist will give you exercises to suit you. These are common early exercises. Stop and ask for advice if an exercise causes sharp pain.",
    {
      list: [
        "Ankle pumps: move your feet up and down briskly. This helps blood flow in your legs.",
        "Thigh squeezes: lying with your leg straight, tighten your thigh muscle and press the back of your knee down. Hold, then relax.",
        "Straight leg raise: tighten your thigh muscle and lift your straight leg a little way off the bed. Hold, then lower slowly.",
        "Knee bends: sitting or lying, slowly bend your knee as far as is comfortable, then straighten it.",
      ],
    },
    "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
  ],
};

const myNotes = (items: string[]): GuideChapter => ({
  title: "My Notes",
  content: [{ list: items.map((item) => `${item}: ____________________`) }],
});

const contactDetails: GuideChapter = {
  title: "Contact Details",
  content: [
    `${surgeonName}, ${site.surgeon.jobTitle}.`,
    {
      list: [
        `Private patients: ${privateHospital.name}, ${
          phoneLabel(privateHospital.phone)
        }. Practice manager: ${
          phoneLabel(site.contacts.practiceManager.phone)
        }, ${site.contacts.practiceManager.email}.`,
        `NHS patients: ${nhsHospital.name}, ${phoneLabel(nhsHospital.phone)}. NHS secretary: ${
          phoneLabel(site.contacts.nhsSecretary.phone)
        }, ${site.contacts.nhsSecretary.email}.`,
      ],
    },
  ],
};

const aboutThisGuide: GuideChapter = {
  title: "About This Guide",
  content: [
    `This guide was written for patients by the practice of ${surgeonName}. It gives general information, not personal medical advice. Your surgeon will talk to you about your own situation.`,
  ],
};

const tkr = "/Treatments/total-knee-replacement";
const pkr = "/Treatments/partial-knee-replacement";
const acl = "/Treatments/acl-reconstruction";
const aclCondition = "/Conditions/acl/-ligament-injury-(sports-knee-injury)";

export const patientGuides: PatientGuide[] = z.array(patientGuide).parse([
  {
    href: "/documents/orthobiologics-guide.pdf",
    title: "Orthobiologics Guide",
    subtitle: "PRP and other injection treatments for the knee",
    audience:
      "People with knee pain or arthritis who are thinking about orthobiologic injections such as PRP.",
    cover: {
      src: "/images/documents/orthobiologics-guide.svg",
      alt: "Cover of the Orthobiologics Guide.",
      width: 600,
      height: 800,
    },
    chapters: [
      aboutThisGuide,
      { page: "/Treatments/non-surgical-treatment-for-knees", part: "orthobiologics" },
      {
        title: "What Orthobiologics Are",
        content: [
          "Orthobiologics are treatments made from substances found naturally in the body. They aim to help the body heal or to calm inflammation.",
          {
            subtitle: "Platelet-rich plasma (PRP)",
            details:
              "A small amount of your blood is taken and spun in a machine. This separates out the platelets, which carry natural healing signals. The platelet-rich part is injected into your knee.",
          },
          {
            subtitle: "Cell-based injections",
            details:
              "Some clinics offer injections made from your own bone marrow or fat. These are still experimental and are best used only as part of a research study.",
          },
        ],
      },
      {
        title: "What the Evidence Shows",
        content: [
          "Some studies suggest PRP may ease knee arthritis pain for some people. Other studies show little or no benefit. Experts do not yet agree on how well it works, who it helps, or how often it should be given.",
          "NICE, which advises the NHS, says PRP for knee osteoarthritis should only be used with special arrangements for consent and audit or research. It is not usually available on the NHS.",
          "Orthobiologic injections do not regrow cartilage or cure arthritis.",
        ],
      },
      {
        title: "Risks and Side Effects",
        content: [
          {
            list: [
              "pain, swelling or stiffness for a few days after the injection",
              "bruising where the blood was taken",
              "infection in the joint, which is rare but serious",
              "no improvement: not everyone is helped",
            ],
          },
          "These treatments can be costly, and you may need more than one injection. Ask what the full cost will be before you decide.",
        ],
      },
      { page: "/Treatments/non-surgical-treatment-for-knees", part: "conservative-treatment" },
      { page: "/Treatments/non-surgical-treatment-for-knees", part: "injections" },
      questionsToAsk("orthobiologic injections", [
        "What is the evidence for this treatment for my problem?",
        "How many injections will I need, and what will the full cost be?",
        "What will we do if it does not help?",
      ]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/acl-reconstruction-guide.pdf",
    title: "ACL Reconstruction Guide",
    subtitle: "Before and after your operation, and your rehabilitation",
    audience:
      "People who have torn their anterior cruciate ligament (ACL) and are considering or waiting for ACL reconstruction.",
    cover: guideCover("Cover of the ACL Reconstruction Guide."),
    chapters: [
      aboutThisGuide,
      { page: aclCondition, part: "overview" },
      { page: acl, part: "overview" },
      { page: acl, part: "about-the-operation" },
      { page: acl, part: "before-your-operation" },
      preparingForSurgery,
      { page: acl, part: "after-your-operation" },
      kneeExercises,
      { page: acl, part: "returning-to-activities" },
      { page: acl, part: "complications" },
      { page: acl, part: "faqs" },
      questionsToAsk("ACL reconstruction", ["Which graft do you advise for me, and why?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/nhs-acl-booklet.pdf",
    title: "ACL Injury and Reconstruction",
    subtitle: "Information for NHS patients",
    audience: `NHS patients seen at ${nhsHospital.name} with an ACL or other knee ligament injury.`,
    cover: guideCover("Cover of the ACL booklet for NHS patients."),
    chapters: [
      aboutThisGuide,
      { page: aclCondition, part: "overview" },
      { page: aclCondition, part: "symptoms" },
      { page: aclCondition, part: "diagnosis" },
      { page: aclCondition, part: "treatment-options" },
      { page: aclCondition, part: "surgical-treatment-details" },
      {
        title: "Your NHS Care",
        content: [
          `You have been referred to the knee clinic at ${nhsHospital.name}. At your appointment the team will examine your knee and talk through the options with you.`,
          "If you and your surgeon decide on surgery, you will be added to the waiting list. You will be sent a date for a pre-operative assessment before your operation.",
          "Keep doing your exercises while you wait. A strong, well-moving knee gives the best result after surgery.",
          `If you need to change an appointment, or have a question, call the NHS orthopaedic secretary on ${
            phoneLabel(site.contacts.nhsSecretary.phone)
          }.`,
        ],
      },
      preparingForSurgery,
      { page: acl, part: "after-your-operation" },
      kneeExercises,
      { page: acl, part: "returning-to-activities" },
      { page: acl, part: "complications" },
      { page: aclCondition, part: "faqs" },
      questionsToAsk("ACL injury"),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/knee-replacement-guide.pdf",
    title: "Knee Replacement Guide",
    subtitle: "Total and partial knee replacement, from first visit to full recovery",
    audience:
      "People with knee arthritis who are considering or waiting for a total or partial knee replacement.",
    cover: guideCover("Cover of the Knee Replacement Guide."),
    chapters: [
      aboutThisGuide,
      { page: "/Conditions/knee-arthritis", part: "overview" },
      { page: "/Conditions/knee-arthritis", part: "treatment-options" },
      { page: tkr, part: "about-the-operation" },
      { page: pkr, part: "who-is-suitable" },
      { page: pkr, part: "partial-or-total" },
      { page: tkr, part: "robotic-arm-assisted-surgery" },
      { page: tkr, part: "before-your-operation" },
      preparingForSurgery,
      { page: tkr, part: "in-hospital" },
      kneeExercises,
      {
        page: tkr,
        part: "recovery-and-return-to-activities",
        heading: "Recovery After a Total Knee Replacement",
      },
      { page: pkr, part: "recovery", heading: "Recovery After a Partial Knee Replacement" },
      { page: tkr, part: "how-long-it-lasts", heading: "How Long a Total Knee Replacement Lasts" },
      {
        page: pkr,
        part: "how-long-it-lasts",
        heading: "How Long a Partial Knee Replacement Lasts",
      },
      { page: tkr, part: "complications" },
      questionsToAsk("knee replacement", ["Am I suitable for a partial knee replacement?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/robotic-arm-assisted-surgery-guide.pdf",
    title: "Robotic-Arm Assisted Knee Replacement",
    subtitle: "A patient guide",
    audience:
      "People who have been offered a robotic-arm assisted total or partial knee replacement.",
    cover: guideCover("Cover of the patient guide to robotic-arm assisted knee replacement."),
    chapters: [
      aboutThisGuide,
      { page: tkr, part: "robotic-arm-assisted-surgery" },
      {
        title: "Your CT Scan",
        content: [
          "Before your operation you will have a CT scan of your leg. It takes a few minutes and does not hurt. You lie still on a table while the scanner takes X-ray pictures.",
          "The pictures are used to make a 3D model of your knee. Your surgeon uses the model to plan the size and position of your new joint.",
          "The scan uses a small dose of radiation. Tell the team if you are or might be pregnant.",
        ],
      },
      {
        title: "On the Day of Surgery",
        content: [
          "The operation is the same as a standard knee replacement, with the robotic arm used to help with the bone cuts. Small markers are fixed to the bones during surgery so the system can track your knee. They are removed before the end of the operation.",
          "The surgeon is in control at all times.",
        ],
      },
      { page: tkr, part: "about-the-operation", heading: "Total Knee Replacement: The Operation" },
      {
        page: pkr,
        part: "about-the-operation",
        heading: "Partial Knee Replacement: The Operation",
      },
      preparingForSurgery,
      { page: tkr, part: "recovery-and-return-to-activities" },
      { page: tkr, part: "complications" },
      questionsToAsk("robotic-arm assisted surgery", [
        "Why do you advise robotic-arm assisted surgery for me?",
      ]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/total-knee-replacement-brochure.pdf",
    title: "Total Knee Replacement",
    subtitle: "Patient brochure",
    audience: "People thinking about a total knee replacement who want a short summary.",
    cover: guideCover("Cover of the total knee replacement patient brochure."),
    chapters: [
      { page: tkr, part: "overview" },
      { page: tkr, part: "about-the-operation" },
      { page: tkr, part: "in-hospital" },
      { page: tkr, part: "recovery-and-return-to-activities" },
      { page: tkr, part: "how-long-it-lasts" },
      { page: tkr, part: "complications" },
      contactDetails,
      aboutThisGuide,
    ],
  },
  {
    href: "/documents/total-knee-replacement-personal-guide.pdf",
    title: "Total Knee Replacement",
    subtitle: "Your personal guide",
    audience:
      "People with a date for a total knee replacement, to keep notes and checklists through their care.",
    cover: guideCover("Cover of the personal guide to total knee replacement."),
    chapters: [
      aboutThisGuide,
      myNotes([
        "My hospital",
        "Date of my pre-operative assessment",
        "Date of my operation",
        "Time to arrive and where to go",
        "Time to stop eating and drinking",
        "Medicines to stop before surgery, and when",
        "My physiotherapist",
        "Date of my clinic check-up",
      ]),
      {
        title: "My Checklist Before Surgery",
        content: [
          {
            list: [
              "I have been to my pre-operative assessment.",
              "I know which medicines to stop and when.",
              "I have arranged a lift home and help for the first weeks.",
              "My home is ready: rugs cleared, a firm chair, things within reach.",
              "I have practised my exercises.",
              "I have written down my questions.",
            ],
          },
        ],
      },
      { page: tkr, part: "before-your-operation" },
      preparingForSurgery,
      { page: tkr, part: "in-hospital" },
      kneeExercises,
      { page: tkr, part: "recovery-and-return-to-activities" },
      {
        title: "My Recovery Diary",
        content: [
          "Use this page to note how you are doing. It can help at your check-ups.",
          {
            list: [
              "Week 1: ____________________",
              "Week 2: ____________________",
              "Week 4: ____________________",
              "Week 6: ____________________",
              "Month 3: ____________________",
            ],
          },
        ],
      },
      { page: tkr, part: "complications" },
      questionsToAsk("total knee replacement"),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
  {
    href: "/documents/partial-knee-replacement-brochure.pdf",
    title: "Partial Knee Replacement",
    subtitle: "Patient brochure",
    audience: "People thinking about a partial knee replacement who want a short summary.",
    cover: guideCover("Cover of the partial knee replacement patient brochure."),
    chapters: [
      { page: pkr, part: "overview" },
      { page: pkr, part: "about-the-operation" },
      { page: pkr, part: "who-is-suitable" },
      { page: pkr, part: "partial-or-total" },
      { page: pkr, part: "recovery" },
      { page: pkr, part: "how-long-it-lasts" },
      { page: pkr, part: "complications" },
      contactDetails,
      aboutThisGuide,
    ],
  },
  {
    href: "/documents/hip-replacement-guide.pdf",
    title: "Hip Replacement Guide",
    subtitle: "Your complete guide, from first visit to full recovery",
    audience: "People with hip arthritis who are considering or waiting for a hip replacement.",
    cover: {
      src: "/images/documents/hip-replacement-guide.svg",
      alt: "Cover of the Hip Replacement Guide.",
      width: 600,
      height: 800,
    },
    chapters: [
      aboutThisGuide,
      { page: "/Treatments/hip-replacement", part: "overview" },
      { page: "/Treatments/non-surgical-treatment-for-hips", part: "exercise-and-physiotherapy" },
      { page: "/Treatments/non-surgical-treatment-for-hips", part: "when-surgery-may-help" },
      { page: "/Treatments/hip-replacement", part: "about-the-operation" },
      { page: "/Treatments/hip-replacement", part: "before-your-operation" },
      preparingForSurgery,
      { page: "/Treatments/hip-replacement", part: "after-your-operation" },
      {
        title: "Early Exercises",
        content: [
          "Your physiotherapist will give you exercises to suit you. These are common early exercises. Stop and ask for advice if an exercise causes sharp pain.",
          {
            list: [
              "Ankle pumps: move your feet up and down briskly. This helps blood flow in your legs.",
              "Buttock squeezes: squeeze your buttock muscles together, hold, then relax.",
              "Heel slides: lying on your back, slide your heel towards your bottom, bending the hip and knee, then slide it back.",
              "Thigh squeezes: lying with your leg straight, tighten your thigh muscle and press the back of your knee down. Hold, then relax.",
            ],
          },
          "Find a [physiotherapist](/PreAndPostcare/physiotherapy) near you.",
        ],
      },
      { page: "/Treatments/hip-replacement", part: "returning-to-activities" },
      { page: "/Treatments/hip-replacement", part: "complications" },
      { page: "/Treatments/hip-replacement", part: "faqs" },
      questionsToAsk("hip replacement", ["How can I lower the risk of my new hip dislocating?"]),
      whenToGetHelpChapter,
      contactDetails,
    ],
  },
]);
