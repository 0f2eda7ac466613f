/**
 * The condition page at /Conditions/anterior-knee-pain (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { type ConditionPage, conditionPage } from "./schema.ts";
import { conditionImage } from "./shared.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const anteriorKneePain: ConditionPage = conditionPage.parse({
  path: "/Conditions/anterior-knee-pain",
  aliases: ["/Conditions/anterior-knee-pain-&-kneecap-problems", "/Conditions/kneecap-problems"],
  meta: {
    title: "Anterior Knee Pain and Kneecap Problems | Mr Ashcombe",
    description:
      "Pain at the front of the knee and kneecap problems, including a kneecap that slips out of place: causes, symptoms, tests and treatment options.",
    keywords: [
      "anterior knee pain",
      "kneecap pain",
      "patellofemoral pain",
      "kneecap dislocation",
      "patellar instability",
      "runner's knee",
    ],
  },
  card: {
    title: "Anterior Knee Pain and Kneecap Problems",
    summary: "Pain at the front of the knee, and a kneecap that slips out of place.",
  },
  heading: "Anterior Knee Pain and Kneecap Problems",
  summary:
    "Pain at the front of the knee is common, especially in active teenagers and young adults. Most people get better with exercise. Some kneecap problems need surgery.",
  image: conditionImage("anterior-knee-pain"),
  faqs: [
    {
      question: "What causes pain at the front of the knee?",
      answer: [
        "Often there is no single cause. The kneecap may be taking more load than it can cope with, for example after a sudden increase in sport or training.",
        "Weak thigh and hip muscles, tight muscles, and the way the kneecap moves in its groove can all play a part.",
      ],
    },
    {
      question: "Why does my knee hurt on the stairs?",
      answer: [
        "Going up and down stairs, squatting and kneeling press the kneecap hard against the thigh bone. This is why they often hurt. Sitting for a long time with the knees bent can hurt too.",
      ],
    },
    {
      question: "My kneecap slipped out of place. What now?",
      answer: [
        "A kneecap that slips out (dislocates) often goes back by itself when you straighten the leg. If it stays out, go to A&E.",
        "After a first dislocation you will usually have X-rays or an MRI scan, then [physiotherapy](/PreAndPostcare/physiotherapy). Surgery may be advised if it keeps happening or if a piece of bone or cartilage has broken off.",
      ],
    },
    {
      question: "Will I need surgery?",
      answer: [
        "Most people with pain at the front of the knee do not. Exercise and physiotherapy help most people, often within 4-6 weeks.",
        `Surgery on the kneecap is considered only after ${
          fact("non-surgical-trial.knee-and-hip")
        } of non-surgical treatment has not worked, or if the kneecap keeps dislocating.`,
      ],
    },
  ],
  about: [
    "The kneecap (patella) is a small bone at the front of the knee. It sits in a groove at the end of the thigh bone and slides up and down as you bend and straighten your leg.",
    "Pain at the front of the knee is often called anterior knee pain or patellofemoral pain. It is one of the most common knee problems in active teenagers and young adults.",
    {
      subtitle: "Other kneecap problems",
      details: [
        "Kneecap instability: the kneecap slips partly or fully out of its groove.",
        "Patellar tendinopathy (jumper's knee): pain in the tendon just below the kneecap.",
        "Osgood-Schlatter disease: a painful lump below the knee in growing children who play sport.",
        "Arthritis behind the kneecap, which can cause pain on stairs and when getting up.",
      ],
    },
  ],
  riskFactors: {
    title: "Risk Factors",
    content: [
      "You are more likely to have pain or kneecap problems if you:",
      {
        list: [
          "are a teenager or young adult",
          "are a girl or woman",
          "do sports with a lot of running, jumping or squatting",
          "suddenly increase how much exercise you do",
          "have weak thigh or hip muscles, or tight muscles around the knee",
          "have flat feet or very flexible joints",
          "have a shallow groove for the kneecap, or a kneecap that sits high",
          "have had a kneecap dislocation before",
        ],
      },
    ],
  },
  symptoms: {
    title: "Symptoms",
    content: [
      {
        subtitle: "Anterior knee pain",
        details: [
          "a dull ache around or behind the kneecap",
          "pain going up or down stairs, squatting, kneeling or running",
          "pain after sitting for a long time with the knees bent",
          "a clicking or grating feeling",
        ],
      },
      {
        subtitle: "Kneecap instability",
        details: [
          "the kneecap slipping out of place, often when you twist",
          "the knee giving way",
          "pain and swelling after the kneecap slips out",
          "feeling nervous about the knee during sport",
        ],
      },
    ],
  },
  diagnosis: {
    title: "Diagnosis",
    content: [
      "Your doctor will ask about your symptoms and examine your knee, hips and feet. They will watch how your kneecap moves.",
      {
        subtitle: "Tests you may have",
        details: [
          "X-rays, to look at the shape of the kneecap and its groove.",
          "An MRI scan, to check the cartilage and ligaments.",
          "A CT scan, to measure the alignment of the kneecap, if surgery is being planned.",
        ],
      },
      "Many people with anterior knee pain do not need any scans.",
    ],
  },
  treatmentOptions: {
    title: "Treatment Options",
    content: [
      "Non-surgical treatment helps most people. It includes:",
      {
        list: [
          `[Physiotherapy](/PreAndPostcare/physiotherapy) to strengthen the thigh and hip muscles. Many people notice a benefit within ${
            fact("physiotherapy-benefit.non-surgical-knee")
          }.`,
          "Cutting down on activities that cause pain for a while, then building back up slowly",
          "Taping, a knee support or insoles",
          "Pain relief, such as anti-inflammatory gel",
          "Losing weight if you are overweight",
        ],
      },
      "Read more about [non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees).",
    ],
  },
  surgicalTreatmentDetails: {
    title: "Surgical Treatment Details",
    content: [
      `Surgery on the kneecap is considered after ${
        fact("non-surgical-trial.knee-and-hip")
      } of non-surgical treatment has not helped, or when the kneecap keeps dislocating.`,
      {
        subtitle: "Patellar stabilisation",
        details:
          "A new ligament is made to hold the kneecap in place. This is often an MPFL reconstruction. Read about [patellar stabilisation](/Treatments/patellar-stabilization).",
      },
      {
        subtitle: "Patellar realignment",
        details:
          "The bony lump the kneecap tendon attaches to is moved, so the kneecap runs straighter. Read about [patellar realignment](/Treatments/patellar-realignment).",
      },
      "Surgery is not usually helpful for anterior knee pain without instability. Exercise is the main treatment.",
    ],
  },
  condition: {
    name: "Anterior knee pain",
    alternateName: "Patellofemoral pain syndrome",
    associatedAnatomy: "Kneecap (patella) and patellofemoral joint",
    possibleTreatment: [
      "Physiotherapy",
      "Activity changes",
      "Taping and supports",
      "Patellar stabilisation",
      "Patellar realignment",
    ],
    riskFactor: [
      "Adolescence",
      "Female sex",
      "Running and jumping sports",
      "Weak thigh and hip muscles",
      "Shallow kneecap groove",
    ],
    signOrSymptom: [
      "Pain around the kneecap",
      "Pain on stairs",
      "Kneecap slipping out of place",
      "Knee giving way",
    ],
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "Patellar stabilisation", href: "/Treatments/patellar-stabilization" },
    { label: "Patellar realignment", href: "/Treatments/patellar-realignment" },
    {
      label: "Non-surgical treatment for knees",
      href: "/Treatments/non-surgical-treatment-for-knees",
    },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [],
});
