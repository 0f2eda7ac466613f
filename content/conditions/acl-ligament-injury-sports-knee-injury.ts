/**
 * The condition page at /Conditions/acl/-ligament-injury-(sports-knee-injury) (spec §2).
 *
 * Clinical figures come only from spec §9, written in the same form so
 * tests/unit/clinical-content.test.ts can find them on the right page.
 */
import { type ConditionPage, conditionPage } from "./schema.ts";
import { conditionImage } from "./shared.ts";
import { guideLinks } from "../guide-links.ts";
import { awaitingClinicalReview } from "../review-record.ts";
import { fact } from "../clinical-facts.ts";

export const aclLigamentInjurySportsKneeInjury: ConditionPage = conditionPage.parse({
  path: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
  meta: {
    title: "ACL and Ligament Injury (Sports Knee Injury)",
    description:
      "Anterior cruciate ligament (ACL) and other knee ligament injuries explained: how they happen, symptoms, tests, rehabilitation and ACL reconstruction.",
    keywords: [
      "ACL injury",
      "anterior cruciate ligament",
      "knee ligament injury",
      "sports knee injury",
      "ACL reconstruction",
    ],
  },
  card: {
    title: "ACL and Ligament Injury",
    summary: "Sports knee injuries to the ACL and other ligaments, and how they are treated.",
  },
  heading: "ACL and Ligament Injury (Sports Knee Injury)",
  summary:
    "Ligaments are strong bands that hold the knee together. The anterior cruciate ligament (ACL) is often torn in sport. Treatment may be exercise-based rehabilitation or surgery.",
  image: conditionImage("acl-injury"),
  faqs: [
    {
      question: "What is the ACL?",
      answer: [
        "The anterior cruciate ligament (ACL) is a strong band of tissue in the middle of the knee. It joins the thigh bone (femur) to the shin bone (tibia).",
        "It stops the shin bone sliding forwards and helps control twisting. Without it, the knee can give way when you turn or change direction.",
      ],
    },
    {
      question: "Do I need surgery for a torn ACL?",
      answer: [
        "Not everyone does. Some people do well with an exercise programme led by a physiotherapist. This is more likely if you do not play sports with a lot of twisting.",
        "Surgery (ACL reconstruction) is usually advised if your knee keeps giving way. It may also be advised if you want to go back to twisting sports, or if other parts of the knee are damaged.",
      ],
    },
    {
      question: "Can a torn ACL heal on its own?",
      answer: [
        "A completely torn ACL does not usually heal back to full strength. But the muscles around the knee can be trained to help keep it steady.",
      ],
    },
    {
      question: "When can I play sport again?",
      answer: [
        `After ACL reconstruction, you should wait ${
          fact("contact-sport-minimum.acl-reconstruction")
        } before going back to contact sport. Most people return at ${
          fact("contact-sport-return.acl-reconstruction")
        }.`,
        "Going back too early raises the risk of tearing the ACL again. Your surgeon and physiotherapist will check your strength and control before you return.",
      ],
    },
    {
      question: "Can children tear their ACL?",
      answer: [
        "Yes. Children who are still growing need special care because surgery near the growth plates can affect growth. Your surgeon will explain the options for your child.",
      ],
    },
  ],
  about: [
    "Ligaments are tough bands of tissue that join one bone to another. The knee has four main ligaments that hold it steady.",
    {
      list: [
        "The anterior cruciate ligament (ACL) runs through the middle of the knee. It joins the thigh bone (femur) to the shin bone (tibia), and stops the shin bone sliding forwards and twisting under the thigh bone.",
        "The posterior cruciate ligament (PCL) crosses behind the ACL. It stops the shin bone sliding backwards.",
        "The medial collateral ligament (MCL) runs down the inner side of the knee.",
        "The lateral collateral ligament (LCL) runs down the outer side of the knee.",
      ],
    },
    "The ACL is the ligament most often torn in sport. It usually tears without contact with another player. This can happen when you land from a jump, stop suddenly, or turn with your foot planted.",
    "A ligament injury can happen on its own or with other damage, such as a torn meniscus or a bruised bone.",
  ],
  riskFactors: {
    title: "Risk Factors",
    content: [
      "You are more likely to injure your ACL if you:",
      {
        list: [
          "play sports that involve jumping, landing, pivoting or sudden changes of direction, such as football, rugby, netball, basketball or skiing",
          "are a girl or woman, who are more likely to tear an ACL than men in the same sport",
          "have torn an ACL before, in either knee",
          "have weaker thigh and hip muscles, or land with the knee turning inwards",
          "are tired, as control of the knee gets worse with fatigue",
        ],
      },
      "Training programmes that teach good landing and strengthen the legs can lower the risk.",
    ],
  },
  symptoms: {
    title: "Symptoms",
    content: [
      "Signs of an ACL tear include:",
      {
        list: [
          "a pop or snap felt or heard at the time of injury",
          "pain, and not being able to carry on playing",
          "swelling that comes on quickly, often within a few hours",
          "the knee feeling loose or giving way, especially when you turn",
        ],
      },
      "Injuries to the collateral ligaments cause pain and tenderness on the inner or outer side of the knee.",
      "If your knee is very swollen after an injury, or you cannot put weight on it, get it checked at a minor injuries unit or A&E.",
    ],
  },
  diagnosis: {
    title: "Diagnosis",
    content: [
      "Your doctor will ask how the injury happened and examine your knee. Gentle tests check how much the shin bone moves on the thigh bone.",
      {
        subtitle: "Tests you may have",
        details: [
          "An MRI scan, which shows the ligaments, menisci and bone bruising.",
          "X-rays, to check for a broken bone.",
        ],
      },
      "Swelling and pain can make the knee hard to examine at first. You may be asked to come back when it has settled.",
    ],
  },
  treatmentOptions: {
    title: "Treatment Options",
    content: [
      {
        subtitle: "In the first few days",
        details: [
          "Rest the knee and use crutches if you need to.",
          "Use an ice pack wrapped in a towel to ease pain and swelling.",
          "Raise your leg when you sit.",
        ],
      },
      {
        subtitle: "Rehabilitation",
        details:
          "A [physiotherapist](/PreAndPostcare/physiotherapy) will help you get back full movement and build up your muscles. For some people, rehabilitation alone gives a steady knee for everyday life.",
      },
      {
        subtitle: "Other ligaments",
        details:
          "Most injuries to the medial collateral ligament (MCL) heal without surgery, sometimes with a hinged knee brace. Some injuries to the PCL and the outer-side ligaments need surgery.",
      },
      "Changing the sports you play can also lower the strain on a knee without an ACL.",
    ],
  },
  surgicalTreatmentDetails: {
    title: "Surgical Treatment Details",
    content: [
      "A torn ACL cannot usually be stitched back together. Instead, it is replaced with a graft. This is called ACL reconstruction.",
      {
        list: [
          "The graft is usually taken from your own body. It may be hamstring tendons from the back of the thigh, or a strip of tendon from the front of the knee.",
          `The operation is done with keyhole surgery (arthroscopy) and takes ${
            fact("operation-length.acl-reconstruction")
          }.`,
          "Other damage, such as a torn meniscus, can be treated at the same time.",
        ],
      },
      `Recovery takes many months of rehabilitation. You should wait ${
        fact("contact-sport-minimum.acl-reconstruction")
      } before contact sport, and most people return at ${
        fact("contact-sport-return.acl-reconstruction")
      }.`,
      "Read more about [ACL reconstruction](/Treatments/acl-reconstruction) and [PCL reconstruction](/knee-procedures/pcl-reconstruction).",
    ],
  },
  condition: {
    name: "Anterior cruciate ligament injury",
    alternateName: "ACL tear",
    associatedAnatomy: "Anterior cruciate ligament of the knee",
    possibleTreatment: ["Physiotherapy and rehabilitation", "Knee brace", "ACL reconstruction"],
    riskFactor: [
      "Pivoting and landing sports",
      "Female sex",
      "Previous ACL injury",
      "Weak thigh and hip muscles",
    ],
    signOrSymptom: [
      "Pop at the time of injury",
      "Rapid knee swelling",
      "Knee giving way",
      "Knee pain",
    ],
  },
  reviewed: awaitingClinicalReview,
  related: [
    { label: "ACL reconstruction", href: "/Treatments/acl-reconstruction" },
    { label: "PCL reconstruction", href: "/knee-procedures/pcl-reconstruction" },
    { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
    { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
  ],
  documents: [
    guideLinks.aclReconstruction,
    guideLinks.nhsAclBooklet,
  ],
});
