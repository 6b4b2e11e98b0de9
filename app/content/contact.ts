import type { ContactContent } from "./types";

export const contact: ContactContent = {
  meta: {
    title: "Contact Us for a Free Tree Quote",
    description:
      "Request a free on-site quote from qualified Sunshine Coast arborists. We reply within 24 hours, return missed calls the same day and handle emergencies 24/7.",
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
    intro:
      "Tell us what is going on with your trees and we will get back to you within 24 hours to book a free on-site look. Missed calls are returned the same day.",
    highlights: [
      "Reply within 24 hours",
      "Free on-site quotes",
      "24/7 emergency response",
    ],
  },
  form: {
    heading: "Request your free quote",
    intro:
      "Fill in the form with a few details about the job and where you are. We reply within 24 hours to arrange a free on-site assessment, with no obligation to go ahead.",
  },
  details: {
    heading: "Contact details: talk to us directly",
    quotesLine: "Contact us for a free quote",
    hoursLine: "Open 24 hours, 7 days: quotes, questions and emergencies",
    emailLabel: "Email us",
  },
  whyChoose: {
    heading: "Why choose us for your quote",
    intro:
      "A quote is only worth something if the people behind it are qualified to do the work.",
    items: [
      {
        icon: "graduation-cap",
        title: "Qualified arborists",
        description:
          "Diploma of Arboriculture and AQF Level 3 or higher across the crew, with pruning to AS 4373-2007.",
      },
      {
        icon: "shield-check",
        title: "Fully insured",
        description:
          "Public liability and professional indemnity insurance, with certificates sent on request.",
      },
      {
        icon: "file-text",
        title: "Permits and insurance help",
        description:
          "We check whether your tree needs a council permit and help with the paperwork for permits and insurance claims.",
      },
      {
        icon: "recycle",
        title: "Clean, tidy finish",
        description:
          "Green waste chipped and removed, and your yard left clean before we leave.",
      },
    ],
  },
  emergency: {
    heading: "Tree down? Call us now",
    text: "If a tree or large branch has come down on your house, car, fence or driveway, or is hanging dangerously after a storm, do not wait for a form reply. Call us now: our emergency crew responds 24/7, day and night.",
  },
};
