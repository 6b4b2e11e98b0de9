import { paths } from "#app/paths.ts";
import { emergencyHours, emergencyResponse, replyWithin } from "#app/content/facts.ts";
import type { AreasContent } from "#app/content/types.ts";

export const areas: AreasContent = {
  meta: {
    title: "Areas We Serve: Noosa to Caloundra",
    description:
      "Qualified arborists servicing the whole Sunshine Coast: Noosa, Coolum, Mudjimba, Maroochydore, Buderim, Caloundra and the hinterland. Free on-site quotes.",
    keywords: [
      "arborist near me",
      "Sunshine Coast tree services areas",
      "tree removal Noosa",
      "tree removal Maroochydore",
      "arborist Caloundra",
      "tree services hinterland",
      "arborist Mudjimba",
    ],
  },
  hero: {
    eyebrow: "Service areas",
    heading: "Tree services across the Sunshine Coast and hinterland",
    intro:
      "From our base in Mudjimba we look after trees on beachside blocks, suburban yards, businesses and rural acreage, from Noosa down to Caloundra and up into the range.",
    highlights: ["Based locally in Mudjimba", "Free on-site quotes", emergencyResponse],
  },
  regions: {
    heading: "Suburbs we cover by region",
    intro: "These are the suburbs we visit most often. If yours is not listed, get in touch: chances are we are working nearby.",
    items: [
      {
        name: "Northern",
        suburbs: ["Coolum Beach", "Peregian Beach", "Marcus Beach", "Yaroomba", "Mount Coolum", "Point Arkwright"],
      },
      {
        name: "Central",
        suburbs: ["Maroochydore", "Alexandra Headland", "Mooloolaba", "Buderim", "Kuluin", "Kunda Park", "Sippy Downs"],
      },
      {
        name: "Mudjimba & Surrounds",
        suburbs: ["Mudjimba", "Twin Waters", "Pacific Paradise", "Marcoola", "Bli Bli", "Maroochy River", "Diddillibah"],
      },
      {
        name: "Noosa Region",
        suburbs: ["Noosa Heads", "Noosaville", "Sunshine Beach", "Tewantin", "Sunrise Beach", "Noosa Hinterland"],
      },
      {
        name: "Hinterland",
        suburbs: ["Nambour", "Woombye", "Palmwoods", "Montville", "Maleny", "Yandina", "Eumundi"],
      },
      {
        name: "Southern",
        suburbs: ["Caloundra", "Kawana", "Currimundi", "Pelican Waters", "Golden Beach", "Birtinya"],
      },
    ],
  },
  areaGrid: {
    heading: "Find your local tree service page",
    intro:
      "Six of our busiest suburbs have their own page with local advice. For everywhere else, the regions above show where our crew works every week.",
  },
  otherAreaLinks: [
    { name: "Peregian Beach", link: paths.areas },
    { name: "Buderim", link: paths.areas },
    { name: "Mooloolaba", link: paths.areas },
    { name: "All Other Areas", link: paths.areas },
  ],
  cta: {
    heading: "Need an arborist in your suburb?",
    text: `Wherever you are on the Sunshine Coast, request a free on-site quote and we will reply ${replyWithin}. Tree down? Call us now, ${emergencyHours}.`,
  },
};
