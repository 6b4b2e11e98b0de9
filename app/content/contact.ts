import { pickReason } from "#app/content/catalogue.ts";
import { emergencyHours, emergencyHoursInWords, emergencyResponse, replyPromise, replyWithin } from "#app/content/facts.ts";
import type { ContactContent } from "#app/content/types.ts";

export const contact: ContactContent = {
  meta: {
    title: "Contact Us for a Free Tree Quote",
    description: `Request a free on-site quote from qualified Sunshine Coast arborists. We reply ${replyWithin}, return missed calls the same day and handle emergencies ${emergencyHours}.`,
    keywords: [
      "contact arborist",
      "free tree quote Sunshine Coast",
      "tree removal quote",
      "emergency tree service Sunshine Coast",
      "arborist phone number",
      "tree services contact",
    ],
  },
  hero: {
    eyebrow: "Contact us",
    heading: "Get a free tree quote from a local arborist",
    intro: `Tell us what is going on with your trees and we will get back to you ${replyWithin} to book a free on-site look. Missed calls are returned the same day.`,
    highlights: [replyPromise, "Free on-site quotes", emergencyResponse],
  },
  form: {
    heading: "Request your free quote",
    intro: `Fill in the form with a few details about the job and where you are. We reply ${replyWithin} to arrange a free on-site assessment, with no obligation to go ahead.`,
  },
  details: {
    heading: "Contact details: talk to us directly",
    quotesLine: "Contact us for a free quote",
    hoursLine: `Open ${emergencyHoursInWords}: quotes, questions and emergencies`,
    emailLabel: "Email us",
  },
  whyChoose: {
    heading: "Why choose us for your quote",
    intro: "A quote is only worth something if the people behind it are qualified to do the work.",
    items: [
      pickReason("qualified", {
        title: "Qualified arborists",
        description: "Diploma of Arboriculture and AQF Level 3 or higher across the crew, with pruning to AS 4373-2007.",
      }),
      pickReason("insured", {
        description: "Public liability and professional indemnity insurance, with certificates sent on request.",
      }),
      pickReason("paperwork", {
        title: "Permits and insurance help",
        description: "We check whether your tree needs a council permit and help with the paperwork for permits and insurance claims.",
      }),
      pickReason("cleanup", {
        title: "Clean, tidy finish",
        description: "Green waste chipped and removed, and your yard left clean before we leave.",
      }),
    ],
  },
  emergency: {
    heading: "Tree down? Call us now",
    text: `If a tree or large branch has come down on your house, car, fence or driveway, or is hanging dangerously after a storm, do not wait for a form reply. Call us now: our emergency crew responds ${emergencyHours}, day and night.`,
  },
};
