import type { Suburb } from "./types";

/**
 * The six suburb landing pages (/areas/:slug), in display order.
 * Each page's copy is written for that suburb's trees, terrain and council; the phone number,
 * brand and rating come from business.ts through the components.
 */
export const suburbs: Suburb[] = [
  /* ---------------------------------------------------------------- Mudjimba */
  {
    slug: "mudjimba",
    name: "Mudjimba",
    postcode: "4564",
    council: "Sunshine Coast Council",
    geo: { latitude: -26.61523, longitude: 153.09931 },
    meta: {
      title: "Tree Removal & Arborist Mudjimba 4564",
      description:
        "Qualified, insured arborists based in Mudjimba: tree removal, pruning, health checks and stump grinding for salt-exposed coastal gardens. Free on-site quotes.",
      keywords: [
        "arborist Mudjimba",
        "tree removal Mudjimba",
        "tree pruning Mudjimba",
        "stump grinding Mudjimba",
        "tree health assessment Mudjimba",
        "coastal tree care Sunshine Coast",
      ],
    },
    hero: {
      eyebrow: "Our home base, by the Maroochy River mouth",
      heading: "Arborists in Mudjimba for Coastal Tree Removal and Care",
      intro:
        "Mudjimba is where our crew lives and works from, so we know what salt-laden onshore winds and sandy soil do to trees between the river mouth and the beach. We remove, prune and check the health of she-oaks, banksias, pandanus and cottonwoods with the care a small beachside village deserves.",
      highlights: [
        "Local crew, minutes from your street",
        "Free on-site quote",
        "Quote reply within 24 hours",
      ],
    },
    services: {
      heading: "Tree services for Mudjimba homes and beachside blocks",
      intro:
        "Coastal trees need a different approach from hinterland ones. These are the services Mudjimba locals ask us for most.",
      items: [
        {
          title: "Tree Removal",
          description:
            "Safe, sectional removal of dead, dangerous or unwanted trees on tight beachside lots, lowering each piece by rope so fences, roofs and gardens are left intact.",
          icon: "axe",
          features: [
            "Rope-lowered sectional dismantling for small yards",
            "Coastal she-oaks, cottonwoods and storm-weakened trees",
            "Green waste chipped and taken away",
            "Council permit checks before we start",
          ],
        },
        {
          title: "Tree Pruning",
          description:
            "Pruning to AS 4373-2007 that thins wind-loaded crowns, lifts canopies off roofs and lets ocean breezes move through the tree rather than push against it.",
          icon: "scissors",
          features: [
            "Crown thinning to reduce wind load",
            "Deadwood removal on salt-burnt limbs",
            "Clearance from roofs, gutters and beach paths",
            "Pandanus frond and fruit clean-up",
          ],
        },
        {
          title: "Tree Health Assessment",
          description:
            "An arborist's check of trees struggling with salt spray, sandy soil or root damage, with plain advice on whether to treat, prune or replace them.",
          icon: "stethoscope",
          features: [
            "Salt burn and wind damage diagnosis",
            "Root zone and sandy-soil stability checks",
            "Pest, dieback and decay inspection",
            "Written advice you can act on",
          ],
        },
        {
          title: "Stump Grinding",
          description:
            "Stumps ground below ground level so you can replant, lay turf or extend the garden, with the grindings left as mulch or taken away.",
          icon: "circle-dot",
          features: [
            "Grinding below ground level",
            "Narrow-access machines for side gates",
            "Surface roots followed out and ground",
            "Grindings spread as mulch or removed",
          ],
        },
      ],
    },
    localExpertise: {
      heading: "Local expertise: why Mudjimba trees need a local arborist's eye",
      paragraphs: [
        "Mudjimba sits between the Maroochy River mouth and the open beach, looking out to Mudjimba Island. Trees here live with onshore winds that carry salt well back from the dunes, and they root into sandy soil that drains fast and holds little. A tree that would stand straight for decades in the hinterland can grow lopsided, shed limbs or start to lean on a beachfront block.",
        "Because this is our home base, we see these trees every day: coastal she-oaks that drop branches after a blow, coast banksias that thin out with age, pandanus hit by the planthopper that causes dieback along this coast, and cottonwood hibiscus spreading over fences and sheds. We prune and remove with those conditions in mind, so the trees you keep are better able to cope with the next windy season.",
        "Many Mudjimba blocks are compact, with homes close to the boundary and access down a narrow side path. We plan each job around that, using ropes and small machines rather than forcing heavy gear through your garden.",
      ],
      points: [
        "Our crew is based right here in Mudjimba",
        "Experience with she-oaks, banksias, pandanus and cottonwoods",
        "Pruning that reduces wind load on exposed trees",
        "Careful work on small, tightly built beachside lots",
        "Help with Sunshine Coast Council permits where trees are protected",
      ],
    },
    faq: {
      heading: "Mudjimba tree questions, answered",
      intro: "The questions we hear most from neighbours around the village and along the beachfront.",
      items: [
        {
          question: "Do I need council approval to remove a tree in Mudjimba?",
          answer:
            "Mudjimba is in the Sunshine Coast Council area, and some trees are protected by the planning scheme, by a development approval or because they sit in mapped coastal or native vegetation. Whether your tree is covered depends on the property. We check before any work starts and can help with the permit application if one is needed.",
        },
        {
          question: "Why are my she-oaks dropping so many branches?",
          answer:
            "Coastal she-oaks grow quickly in sandy soil and often carry dead or crossing branches that snap in strong onshore winds. Some branch drop is normal, but heavy or frequent drop can point to decay, root problems or an overloaded crown. A health assessment will tell you whether pruning is enough or whether the tree has become a risk.",
        },
        {
          question: "Can you save a pandanus with dieback?",
          answer:
            "It depends on how far the dieback has gone. Pandanus along this coast are attacked by a sap-sucking planthopper, and trees that still have plenty of healthy green growth can sometimes be helped with treatment and care. If the crown has mostly died back, removal and replanting is often the better choice, and we'll tell you honestly which applies.",
        },
        {
          question: "How do you remove a tree from a small beachside block?",
          answer:
            "We dismantle the tree in sections from the top down, lowering each piece on ropes so it lands exactly where we want it. This lets us work over roofs, fences and pools without dropping anything heavy. Our equipment is chosen to fit through side gates and along narrow paths.",
        },
        {
          question: "Is salt spray damaging my trees?",
          answer:
            "Salt carried on onshore winds burns leaves on the windward side, which is why many Mudjimba trees look thin or brown on the ocean side. Hardy coastal species cope with it, but trees brought in from other climates often struggle. We can tell you which trees are likely to recover and suggest salt-tolerant species if you're replanting.",
        },
        {
          question: "How soon can you get to my Mudjimba property?",
          answer:
            "As our home base, Mudjimba is usually the quickest suburb for us to reach. We reply to quote requests within 24 hours and come out to give a free on-site quote. For fallen trees or storm damage, our emergency crew responds 24/7.",
        },
      ],
    },
    cta: {
      heading: "Book a free on-site quote in Mudjimba",
      text: "Tell us about your tree and we'll reply within 24 hours. If we miss your call, we'll ring you back the same day.",
    },
  },

  /* ------------------------------------------------------------ Coolum Beach */
  {
    slug: "coolum-beach",
    name: "Coolum Beach",
    postcode: "4573",
    council: "Sunshine Coast Council",
    geo: { latitude: -26.5283, longitude: 153.088 },
    meta: {
      title: "Tree Removal & Palm Services Coolum Beach 4573",
      description:
        "Coolum Beach arborists: tree removal, pruning, palm cleaning and stump grinding for homes, resorts and body corporates near Mount Coolum. Free on-site quotes.",
      keywords: [
        "arborist Coolum Beach",
        "tree removal Coolum Beach",
        "palm cleaning Coolum",
        "palm removal Coolum Beach",
        "tree pruning Coolum Beach",
        "stump grinding Coolum",
        "body corporate tree maintenance Coolum",
      ],
    },
    hero: {
      eyebrow: "Coolum Beach arborists and palm specialists",
      heading: "Tree and Palm Care in Coolum Beach",
      intro:
        "From the slopes below Mount Coolum to the headland streets and resort grounds along the coast road, Coolum Beach is full of palms and wind-exposed trees. Our qualified crew removes, prunes and cleans them so your property stays tidy and safe.",
      highlights: [
        "Palm cleaning for homes and resorts",
        "Work scheduled around guests and residents",
        "Free on-site quote",
      ],
    },
    services: {
      heading: "Tree and palm services for Coolum Beach properties",
      intro:
        "Whether it's a single palm over the pool or the grounds of a holiday complex, these are the services Coolum properties rely on us for.",
      items: [
        {
          title: "Tree Removal",
          description:
            "Removal of dangerous, dead or unwanted trees on headland blocks and sloping sites around Mount Coolum, planned so nothing heavy falls on homes or common areas.",
          icon: "axe",
          features: [
            "Sectional removal on steep and tight sites",
            "Cocos palm and weed tree removal",
            "Careful work beside pools, units and walkways",
            "Site cleaned and green waste taken away",
          ],
        },
        {
          title: "Tree Pruning",
          description:
            "Pruning to AS 4373-2007 for trees exposed to headland winds, keeping views, sunlight and roof clearance without harming the tree.",
          icon: "scissors",
          features: [
            "Crown thinning for wind-exposed trees",
            "View and light pruning done correctly",
            "Deadwood and storm-damaged limb removal",
            "Clearance from buildings and driveways",
          ],
        },
        {
          title: "Palm Services",
          description:
            "Frond, seed-pod and fruit removal for cocos, foxtail, bangalow and cabbage tree palms, keeping pools, paths and paving clear of mess and falling debris.",
          icon: "palmtree",
          features: [
            "Dead frond and seed-pod removal",
            "Cocos, foxtail, bangalow and cabbage tree palms",
            "Regular cleaning for resorts and body corporates",
            "Palm removal when a palm has to go",
          ],
        },
        {
          title: "Stump Grinding",
          description:
            "Tree stumps and palm bases ground out so gardens, lawns and common areas can be replanted, turfed or paved.",
          icon: "circle-dot",
          features: [
            "Tree stumps and palm bases ground out",
            "Compact grinders for courtyards and narrow access",
            "Grindings removed or left as mulch",
          ],
        },
      ],
    },
    localExpertise: {
      heading: "Local knowledge for Coolum's headlands and palm-filled gardens",
      paragraphs: [
        "Coolum Beach is shaped by Mount Coolum and by the rocky headlands of Point Perry and Point Arkwright along the coast road. Homes on these slopes and headlands take the full force of the wind, and trees there often grow leaning or one-sided. Removing or pruning them usually means working on a slope, above a home or beside a busy road, and we plan for that from the first visit.",
        "The suburb is also full of palms. Cocos palms drop heavy bunches of fruit that stain paving and attract flying foxes, foxtails and bangalows shed large fronds, and cabbage tree palms grow tall enough that a falling frond can do real damage. Many resorts, holiday apartments and body corporates here need their palms cleaned on a regular cycle so guests aren't dodging fronds around the pool.",
        "We work around the way these properties run: quieter times of day, access through common areas, and a clean site when we leave. Body corporate managers get a clear written quote and a record of the work done.",
      ],
      points: [
        "Palm cleaning for cocos, foxtail, bangalow and cabbage tree palms",
        "Experience on headland blocks and Mount Coolum slopes",
        "Scheduled work for resorts, holiday lets and body corporates",
        "Safe removal near units, pools and walkways",
        "Advice on replacing cocos palms with better choices",
      ],
    },
    faq: {
      heading: "Coolum Beach tree and palm questions",
      intro: "What homeowners, resort managers and body corporates in Coolum ask us most.",
      items: [
        {
          question: "How often should palms be cleaned in Coolum Beach?",
          answer:
            "Most palms around Coolum benefit from a clean once or twice a year, depending on the species and where they grow. Palms over pools, paths and car parks usually need attention more often, because falling fronds and seed pods become a hazard. We can set up a regular schedule so you don't have to remember.",
        },
        {
          question: "Should I remove my cocos palms?",
          answer:
            "Many owners do. Cocos palms drop messy fruit that attracts flying foxes, shed heavy fronds and are widely regarded as an environmental weed in south-east Queensland. We can remove them, grind the stumps and suggest better-suited palms or natives to plant in their place.",
        },
        {
          question: "Do you work for resorts and body corporates?",
          answer:
            "Yes. We quote, schedule and carry out work for holiday resorts, apartment complexes and body corporates, fitting in with guests and residents. We provide insurance certificates on request and clear written quotes for committee approval.",
        },
        {
          question: "Can you remove a tree on a steep block near Mount Coolum?",
          answer:
            "Yes. Sloping blocks call for climbing and rigging rather than cutting from the ground, and we lower each section on ropes so it can't roll or slide. We'll look at access during the free on-site quote and plan the job around the slope.",
        },
        {
          question: "Will pruning my trees improve my ocean view?",
          answer:
            "Careful pruning can open up a view by thinning the crown or lifting lower branches, without topping the tree. We prune to AS 4373-2007, which means making correct cuts the tree can seal off rather than stubs that sprout weak regrowth. If a tree is protected, we'll check with Sunshine Coast Council before any view pruning.",
        },
        {
          question: "What happens to the fronds and green waste?",
          answer:
            "We take all fronds, seed pods and branches away unless you'd like to keep mulch for the garden. Palm fronds are fibrous and don't chip well, so we load them separately and leave your paths, pool area and lawn swept clean.",
        },
      ],
    },
    cta: {
      heading: "Get your Coolum Beach trees and palms sorted",
      text: "Request a free on-site quote for your home, resort or body corporate. We reply within 24 hours, and if we miss your call we'll ring back the same day.",
    },
  },

  /* ------------------------------------------------------------------- Noosa */
  {
    slug: "noosa",
    name: "Noosa",
    postcode: "4567",
    council: "Noosa Shire Council",
    geo: { latitude: -26.3945, longitude: 153.0908 },
    meta: {
      title: "Tree Removal & Heritage Tree Care Noosa 4567",
      description:
        "Qualified arborists in Noosa: tree removal, AS 4373 pruning, heritage tree assessments and stump grinding, with Noosa Shire Council rules checked first.",
      keywords: [
        "arborist Noosa",
        "tree removal Noosa",
        "tree pruning Noosa Heads",
        "heritage tree assessment Noosa",
        "significant tree Noosa Shire Council",
        "stump grinding Noosa",
      ],
    },
    hero: {
      eyebrow: "Arborists who work within Noosa Shire Council rules",
      heading: "Careful Tree Care and Removal in Noosa",
      intro:
        "Noosa's big figs, paperbarks and tallowwoods are part of what makes the place special, and Noosa Shire Council has its own rules to protect them. Our qualified arborists look after established and significant trees from Noosa Heads to the canals, and check the rules before a saw is started.",
      highlights: [
        "Noosa Shire Council rules checked first",
        "Experienced with large and significant trees",
        "Steep blocks and canal homes handled with care",
      ],
    },
    services: {
      heading: "Tree services for Noosa's established gardens",
      intro:
        "In Noosa the emphasis is on keeping good trees healthy and safe, and removing only what genuinely needs to go.",
      items: [
        {
          title: "Tree Removal",
          description:
            "Approved or exempt removal of unsafe, dead or unsuitable trees, dismantled in sections so steep gardens, canal walls and neighbouring homes are protected.",
          icon: "axe",
          features: [
            "Council approval checked before any removal",
            "Sectional dismantling on steep blocks",
            "Protection for canal walls, decks and pools",
            "Full clean-up and green waste removal",
          ],
        },
        {
          title: "Tree Pruning",
          description:
            "Pruning to AS 4373-2007 for large figs, paperbarks and tallowwoods, reducing risk and keeping clearance while protecting each tree's health and character.",
          icon: "scissors",
          features: [
            "Deadwood and hazard limb removal",
            "Canopy lifting and roof clearance",
            "Selective thinning of large crowns",
            "No topping or lopping",
          ],
        },
        {
          title: "Tree Health Assessment & Heritage Trees",
          description:
            "Detailed assessments of mature, significant and heritage trees, with written findings you can use for council applications, insurers or a long-term care plan.",
          icon: "landmark",
          features: [
            "Health, structure and decay inspection",
            "Reports to support council applications",
            "Care plans for significant and heritage trees",
            "Root zone protection advice during building work",
          ],
        },
        {
          title: "Stump Grinding",
          description:
            "Stumps ground below the surface so sloping gardens, lawns and canal-front yards can be replanted, with care taken around retaining walls, services and nearby roots.",
          icon: "circle-dot",
          features: [
            "Grinding below ground level",
            "Compact machines for tight and sloping access",
            "Care around walls, pipes and neighbouring trees",
          ],
        },
      ],
    },
    localExpertise: {
      heading: "Local expertise: working with Noosa's established trees and its own council rules",
      paragraphs: [
        "Noosa is governed by Noosa Shire Council, not Sunshine Coast Council, and it has its own planning scheme and vegetation rules. Some trees can't be removed or heavily pruned without approval, particularly significant trees, vegetation near waterways and trees on land close to the national park. We check what applies to your property first and help with any application before work begins.",
        "Around Noosa Heads and the edges of Noosa National Park, many properties have large, long-established trees: figs with wide root plates, paperbarks on the wetter ground and tall tallowwoods on the ridges. These trees often matter to neighbours and the wider community as much as to their owner, so we favour assessment and careful pruning, and recommend removal only when a tree is genuinely unsafe or council has approved it.",
        "The terrain adds its own challenges. Hillside blocks around Noosa Heads and Sunshine Beach can be very steep, and canal homes around Noosa Sound and Noosa Waters often have limited side access and trees leaning out over the water. We plan rigging, access and protection for gardens, decks and pontoons before we arrive.",
      ],
      points: [
        "Noosa Shire Council vegetation rules checked before work",
        "Assessments of significant and heritage trees",
        "Figs, paperbarks and tallowwoods pruned to AS 4373-2007",
        "Rigging for steep blocks and canal-front yards",
        "Respect for national-park edges and the wildlife in them",
      ],
    },
    faq: {
      heading: "Noosa tree questions, answered",
      intro: "Noosa has its own council, its own rules and some remarkable trees. Here's what people ask us.",
      items: [
        {
          question: "Are Noosa Shire Council's tree rules different from Sunshine Coast Council's?",
          answer:
            "Yes. Noosa is a separate council with its own planning scheme and vegetation rules, so advice that applies in Maroochydore or Coolum may not apply here. We check the rules for your specific property before quoting any removal or major pruning.",
        },
        {
          question: "What makes a tree 'significant' or 'heritage' in Noosa?",
          answer:
            "Trees can be protected because of their size, age, species or location, or because of their value to the local landscape or history, and some are covered by overlays in the planning scheme. Council has the final word on whether a particular tree is protected. We can assess the tree and help you get a clear answer from council before anything is cut.",
        },
        {
          question: "My fig's roots are lifting the driveway. What can be done?",
          answer:
            "Fig roots are strong and spread well beyond the canopy, so driveways, paths and walls often feel it. Options range from careful root pruning and reworking the surface to removal in serious cases, and council approval may be needed for any of them. An assessment will show which roots can be cut without making the tree unstable.",
        },
        {
          question: "Can you work on steep blocks around Noosa Heads?",
          answer:
            "Yes. On steep sites we climb and rig the tree, lowering sections on ropes rather than dropping them, so nothing rolls downhill into homes or bushland. We plan access and ground protection at the quote stage.",
        },
        {
          question: "Do you work on trees near Noosa National Park?",
          answer:
            "We do, with extra care. Properties next to the park often have protected native vegetation, wildlife living in the trees and tight rules on clearing. We check the rules, look for hollows and nesting animals before cutting, and keep the work to what is needed.",
        },
        {
          question: "How do you protect canal homes during tree work?",
          answer:
            "Canal-front yards often have narrow side access, with pools and decks close to the trees and branches hanging over the water. We lower limbs on ropes, lay ground protection and keep debris out of the canal. Everything is cleaned up and taken away when we finish.",
        },
      ],
    },
    cta: {
      heading: "Talk to a qualified arborist about your Noosa trees",
      text: "Book a free on-site quote and we'll check the council rules for your property. We reply to every request within 24 hours.",
    },
  },

  /* ------------------------------------------------------------ Maroochydore */
  {
    slug: "maroochydore",
    name: "Maroochydore",
    postcode: "4558",
    council: "Sunshine Coast Council",
    geo: { latitude: -26.66, longitude: 153.099 },
    meta: {
      title: "Commercial Tree Services & Arborist Maroochydore 4558",
      description:
        "Arborists for Maroochydore businesses, strata and homes: commercial tree work, removal and pruning, traffic management, after-hours work and 24/7 callouts.",
      keywords: [
        "arborist Maroochydore",
        "commercial tree services Maroochydore",
        "tree removal Maroochydore",
        "strata tree maintenance Sunshine Coast",
        "body corporate arborist Maroochydore",
        "emergency tree removal Maroochydore",
        "tree pruning Maroochydore",
      ],
    },
    hero: {
      eyebrow: "Commercial and residential arborists in Maroochydore",
      heading: "Tree Services for Maroochydore Businesses, Strata and Homes",
      intro:
        "Maroochydore is the Sunshine Coast's busiest centre, and tree work here means working around shoppers, traffic, tenants and tight deadlines. Our qualified, insured crew looks after commercial sites, body corporates and homes, including after-hours work and emergency callouts.",
      highlights: [
        "Public liability and professional indemnity insured",
        "After-hours work to suit your site",
        "24/7 emergency response",
      ],
    },
    services: {
      heading: "Commercial and residential tree services in Maroochydore",
      intro:
        "From shopping centre car parks to riverside homes, these services are planned around the people who use the site every day.",
      items: [
        {
          title: "Commercial Tree Services",
          description:
            "Planned tree maintenance and removals for shopping centres, offices, strata complexes and body corporates, with the paperwork your property manager needs.",
          icon: "building",
          features: [
            "Maintenance programs for strata and body corporates",
            "Traffic management arranged where needed",
            "After-hours work to avoid disrupting trade",
            "Insurance certificates and written reports on request",
          ],
        },
        {
          title: "Tree Removal",
          description:
            "Safe removal of trees in car parks, streetscapes, courtyards and backyards, using rigging and exclusion zones to keep people and vehicles clear.",
          icon: "axe",
          features: [
            "Sectional removal on tight urban sites",
            "Exclusion zones to keep the public safe",
            "Removal of trees damaging paving or drains",
            "Stump grinding and full clean-up",
          ],
        },
        {
          title: "Tree Pruning",
          description:
            "Pruning to AS 4373-2007 that keeps signage visible, footpaths clear and buildings free of overhanging limbs, while keeping the trees healthy.",
          icon: "scissors",
          features: [
            "Clearance from buildings, signage and awnings",
            "Canopy lifting over footpaths and car parks",
            "Deadwood removal for public safety",
            "Scheduled pruning cycles",
          ],
        },
        {
          title: "Emergency Services",
          description:
            "24/7 response to fallen trees and storm damage across Maroochydore, from blocked car parks to trees on homes along the river.",
          icon: "siren",
          features: [
            "24/7 emergency callouts",
            "Make-safe work to reopen access quickly",
            "Storm damage clean-up",
            "Help with insurance claim paperwork",
          ],
        },
      ],
    },
    localExpertise: {
      heading: "Local expertise: tree work that fits how Maroochydore runs",
      paragraphs: [
        "Maroochydore has grown into a true city centre, with the new CBD, Sunshine Plaza, busy shopping strips and a growing number of apartment buildings and strata complexes. Trees here grow in car parks, along footpaths and in small courtyards, close to people and property. Working safely means fencing off the area, managing pedestrians and, on roads or busy driveways, arranging traffic control.",
        "For businesses, the timing of the work matters as much as the work itself. We can schedule jobs early, late or on weekends so shops stay open and car parks stay usable, and we give body corporates and property managers clear quotes, insurance certificates and records of the work for their files.",
        "Closer to the Maroochy River and Cotton Tree, homes and units often have large trees that take the brunt of summer storms. When one comes down, our 24/7 emergency crew makes the site safe, clears access and helps with the paperwork for your insurer.",
      ],
      points: [
        "Commercial, strata and body corporate work",
        "Traffic management and pedestrian control arranged",
        "After-hours and weekend scheduling",
        "24/7 emergency callouts across the city",
        "Insurance certificates and job records supplied",
      ],
    },
    faq: {
      heading: "Maroochydore tree service questions",
      intro: "Answers for business owners, property managers and residents in and around the city centre.",
      items: [
        {
          question: "Can you work outside trading hours?",
          answer:
            "Yes. For shopping centres, cafes and offices we can work early in the morning, in the evening or on weekends so the job doesn't disrupt customers or staff. We'll agree the timing with you when we quote.",
        },
        {
          question: "Do you arrange traffic management?",
          answer:
            "Where a job affects a road, footpath or busy car park, we arrange traffic control so vehicles and pedestrians are kept safely away from the work. Some jobs on or next to council roads also need a permit, and we'll tell you if yours does.",
        },
        {
          question: "Can you set up a maintenance program for our body corporate?",
          answer:
            "Yes. We inspect the trees on your site, recommend what needs doing and when, and schedule regular pruning and palm cleaning. Committees get written quotes and records of completed work, which helps with budgeting and with meeting safety obligations.",
        },
        {
          question: "Do you supply insurance certificates for commercial work?",
          answer:
            "Yes. We hold public liability and professional indemnity insurance, and certificates are available on request before work starts. Most property managers and shopping centres ask for them, and we're happy to provide them.",
        },
        {
          question: "What should I do if a tree falls on my property in a storm?",
          answer:
            "Keep everyone clear and, if power lines are involved, call Energex on 13 19 62 and stay at least 8 metres away. Then call us: our emergency crew responds 24/7 to make the site safe. If you can do it safely, take photos of the damage before anything is moved, as your insurer will want to see them.",
        },
        {
          question: "Can you remove trees along the Maroochy River?",
          answer:
            "Yes, although waterfront trees need more care. Riverbank vegetation can be protected, and mangroves and other marine plants are protected under Queensland law, so we check what approvals apply before any work. We also plan how to lower limbs without damaging banks, jetties or boats.",
        },
      ],
    },
    cta: {
      heading: "Arrange tree work for your Maroochydore site",
      text: "Request a free on-site quote for your business, strata complex or home. We reply within 24 hours, and our emergency crew is on call 24/7.",
    },
  },

  /* ------------------------------------------------------------------ Bli Bli */
  {
    slug: "bli-bli",
    name: "Bli Bli",
    postcode: "4560",
    council: "Sunshine Coast Council",
    geo: { latitude: -26.618, longitude: 153.037 },
    meta: {
      title: "Tree Removal & Palm Care Bli Bli 4560",
      description:
        "Arborists for Bli Bli's riverside estates and acreage: tree removal, pruning, palm care, health assessments and maintenance programs. Free on-site quotes.",
      keywords: [
        "arborist Bli Bli",
        "tree removal Bli Bli",
        "palm cleaning Bli Bli",
        "tree pruning Bli Bli",
        "African tulip tree removal",
        "acreage tree maintenance Sunshine Coast",
      ],
    },
    hero: {
      eyebrow: "Arborists for Bli Bli's estates and acreage",
      heading: "Tree Care for Bli Bli Homes, Riverside Estates and Acreage",
      intro:
        "Bli Bli mixes newer riverside estates with semi-rural blocks on the edge of the old cane fields, and trees grow fast on the warm, damp river flats. Our qualified crew keeps them safe and tidy, from palm cleaning in estate gardens to removing problem trees on larger blocks.",
      highlights: [
        "Maintenance programs for larger properties",
        "Advice on weed trees and what to plant instead",
        "Free on-site quote",
      ],
    },
    services: {
      heading: "Tree services for Bli Bli estates and semi-rural blocks",
      intro:
        "Fast growth is the common thread in Bli Bli. These services keep it under control before it becomes a problem.",
      items: [
        {
          title: "Tree Removal",
          description:
            "Removal of unsafe, overgrown or invasive trees on estate blocks and acreage, including African tulip trees, a restricted invasive plant in Queensland.",
          icon: "axe",
          features: [
            "African tulip and weed tree removal",
            "Fast-growing trees too close to the house",
            "Felling on open acreage where it's safe",
            "Green waste mulched or taken away",
          ],
        },
        {
          title: "Pruning & Maintenance",
          description:
            "Pruning to AS 4373-2007 and scheduled maintenance that keeps quick-growing trees in check before they outgrow the yard or hang over the roof.",
          icon: "scissors",
          features: [
            "Scheduled maintenance programs",
            "Crown thinning for fast-growing trees",
            "Clearance from roofs, sheds and fences",
            "Deadwood removal before storm season",
          ],
        },
        {
          title: "Palm Services",
          description:
            "Palm cleaning and removal for estate gardens, pool areas and driveways, clearing heavy fronds and seed pods before they fall.",
          icon: "palmtree",
          features: [
            "Dead frond and seed-pod removal",
            "Palms around pools and entertaining areas",
            "Palm removal and stump grinding",
          ],
        },
        {
          title: "Tree Health Assessments",
          description:
            "Inspections of trees on riverside and acreage properties, looking at waterlogged roots, decay and stability, with advice on what to keep, treat or remove.",
          icon: "stethoscope",
          features: [
            "Stability checks on wet and low-lying ground",
            "Decay, pest and disease inspection",
            "Identification of weed and invasive species",
            "Clear written recommendations",
          ],
        },
      ],
    },
    localExpertise: {
      heading: "Local expertise: why Bli Bli's trees grow fast and need regular care",
      paragraphs: [
        "Bli Bli sits on the Maroochy River, with riverside estates on the flats and semi-rural blocks and acreage backing onto the old cane fields. The soils are rich and often damp, and in summer everything grows quickly. Trees planted as shrubs when an estate was new can reach the gutters surprisingly soon, and wet ground can make shallow-rooted trees less stable in storms.",
        "Some fast growers are a problem in their own right. African tulip trees are a restricted invasive plant under Queensland's biosecurity laws: they spread readily, have brittle wood and mustn't be sold or given away. Umbrella trees grow quickly, have aggressive roots and are treated as an environmental weed in south-east Queensland. We remove them properly, deal with the stumps and suggest better species for your yard.",
        "Larger properties are best looked after with a maintenance program rather than one-off visits. We care for palms, shade trees and windbreaks on a regular cycle, so problems are caught early and each visit is smaller and simpler.",
      ],
      points: [
        "Riverside estates, semi-rural blocks and acreage",
        "Removal of African tulip trees and other weed trees",
        "Regular maintenance programs for larger properties",
        "Palm cleaning for estate gardens and pool areas",
        "Stability checks on wet, low-lying ground",
      ],
    },
    faq: {
      heading: "Bli Bli tree questions, answered",
      intro: "Common questions from estate homeowners and acreage owners around Bli Bli.",
      items: [
        {
          question: "Should I remove the African tulip tree on my property?",
          answer:
            "Usually, yes. African tulip trees are a restricted invasive plant in Queensland, so they can't be sold or given away, and landowners are expected to take reasonable steps to manage the risk they pose. Their brittle limbs can also fail in storms. We'll remove the tree safely and deal with the stump to limit regrowth.",
        },
        {
          question: "How often should trees on an acreage block be maintained?",
          answer:
            "Most acreage owners find a yearly check works well, with palms and fast-growing trees near the house done more often. A regular program catches dead limbs, weed trees and overgrowth early, which keeps each visit smaller. We'll recommend a schedule after walking the property with you.",
        },
        {
          question: "Are trees on riverside land more likely to fall?",
          answer:
            "Trees on wet or low-lying ground can have shallower roots, and saturated soil after heavy rain holds roots less firmly. That doesn't mean every riverside tree is a risk, but a new lean, lifting soil or fungi at the base are worth having checked. A health assessment will tell you whether the tree is sound.",
        },
        {
          question: "Do I need a council permit to remove trees in Bli Bli?",
          answer:
            "Bli Bli is in the Sunshine Coast Council area. Many garden trees can be removed without approval, but trees in mapped vegetation, near the river or covered by a development approval may be protected. We check for your property and help with permits when they're needed.",
        },
        {
          question: "Can palm cleaning be part of a maintenance program?",
          answer:
            "Yes. Palms are often the first thing to include, as dead fronds and seed pods build up quickly around pools and driveways. We fit palm cleaning into the same visits as your other tree work.",
        },
        {
          question: "What can I plant instead of the weed trees you remove?",
          answer:
            "We'll suggest species that suit your soil, your space and the damp conditions near the river, including local natives that stay a manageable size. Sunshine Coast Council also publishes guidance on local native plants, which is worth a look before you buy.",
        },
      ],
    },
    cta: {
      heading: "Book a free on-site quote in Bli Bli",
      text: "Whether it's one palm or a whole acreage, tell us what you need and we'll reply within 24 hours.",
    },
  },

  /* ------------------------------------------------------------------ Nambour */
  {
    slug: "nambour",
    name: "Nambour",
    postcode: "4560",
    council: "Sunshine Coast Council",
    geo: { latitude: -26.6269, longitude: 152.959 },
    meta: {
      title: "Tree Removal & Rural Arborist Nambour 4560",
      description:
        "Arborists for Nambour and hinterland acreage: tree removal, rural tree work, health assessments and 24/7 storm response on sloping blocks. Free on-site quotes.",
      keywords: [
        "arborist Nambour",
        "tree removal Nambour",
        "rural tree services Sunshine Coast hinterland",
        "camphor laurel removal Nambour",
        "gum tree removal Nambour",
        "emergency tree service Nambour",
      ],
    },
    hero: {
      eyebrow: "Arborists on the hinterland edge",
      heading: "Tree Removal and Rural Tree Services in Nambour",
      intro:
        "Nambour sits where the coast meets the hinterland, with larger blocks, sloping land and big eucalypts that catch the storms rolling off the Blackall Range. Our qualified crew brings the skills and machinery for rural and residential work, and responds 24/7 when storms hit.",
      highlights: [
        "Machinery for rural and sloping sites",
        "Rural work kept within the clearing rules",
        "24/7 storm response",
      ],
    },
    services: {
      heading: "Tree services for Nambour town blocks and acreage",
      intro:
        "Big trees, slopes and rural land call for the right equipment and a careful plan. These are the services we provide around Nambour.",
      items: [
        {
          title: "Tree Removal",
          description:
            "Removal of large eucalypts and unwanted trees on town and hinterland blocks, by climbing and rigging or controlled felling, depending on the slope and space.",
          icon: "axe",
          features: [
            "Large spotted gums and blue gums",
            "Camphor laurel and weed tree removal",
            "Controlled felling where there's room",
            "Rigging on steep and tight sites",
          ],
        },
        {
          title: "Rural Tree Services",
          description:
            "Tree work for acreage and farms, from fence line and track clearing to windbreak maintenance, kept within council and state clearing rules.",
          icon: "tractor",
          features: [
            "Fence line, track and firebreak clearing",
            "Windbreak and shade tree maintenance",
            "Clearing rules checked before work",
            "Machinery access planned for slopes and wet ground",
          ],
        },
        {
          title: "Tree Health Assessment",
          description:
            "Inspections of big hinterland trees for decay, root problems and storm damage, with advice on what to keep, prune or remove.",
          icon: "stethoscope",
          features: [
            "Decay and structural defect checks",
            "Root stability on sloping ground",
            "Post-storm damage assessments",
            "Written reports when you need them",
          ],
        },
        {
          title: "Emergency Services",
          description:
            "24/7 callouts for trees brought down by storms off the range, whether they're across driveways, fences, sheds or roofs.",
          icon: "siren",
          features: [
            "24/7 emergency response",
            "Clearing blocked driveways and rural access",
            "Make-safe work on damaged trees",
            "Help with insurance claim paperwork",
          ],
        },
      ],
    },
    localExpertise: {
      heading: "Local expertise for Nambour's slopes, acreage and big gums",
      paragraphs: [
        "Nambour is the Sunshine Coast's hinterland town, and properties here range from town blocks to acreage running up into the foothills of the Blackall Range. Many are sloping, some steeply, and machinery access can be limited by gullies, soft ground after rain or a single gravel driveway. We look at access first, so the right machine and the right method are matched to your block.",
        "The trees are bigger here too. Spotted gums and Queensland blue gums grow very tall, and mature eucalypts can drop large limbs, especially in hot weather or after a storm. Camphor laurel is common on older properties and along creeks, and as a restricted invasive plant in Queensland it's one many landowners want gone. We remove these trees safely and can mulch the waste on site where that suits you.",
        "Clearing on rural land is regulated. Depending on the property, council planning rules, Queensland's vegetation management laws and koala habitat protections in south-east Queensland can all apply. We check before we clear, so the work you pay for doesn't land you in trouble.",
      ],
      points: [
        "Equipment for sloping and rural sites",
        "Removal and pruning of big eucalypts",
        "Camphor laurel and weed tree control",
        "Clearing rules checked before work starts",
        "Fast response when storms come off the range",
      ],
    },
    faq: {
      heading: "Nambour and hinterland tree questions",
      intro: "What town residents and rural landowners around Nambour ask us most.",
      items: [
        {
          question: "Can I clear trees on my rural property near Nambour?",
          answer:
            "Possibly, but it depends on the property. Council planning rules, Queensland's vegetation management laws and koala habitat protections in south-east Queensland can all apply, and some clearing is exempt while other clearing needs approval. We check what applies before we start and can help you work through any applications.",
        },
        {
          question: "Is camphor laurel a weed?",
          answer:
            "Yes. Camphor laurel is a restricted invasive plant under Queensland's biosecurity laws, and it spreads readily along creeks and into bushland. Large camphors can be removed in sections and the stumps ground or treated to stop regrowth. We also check whether the tree is holding up something important, such as a creek bank, before it comes out.",
        },
        {
          question: "Why do big gum trees drop branches without warning?",
          answer:
            "Large eucalypts can shed limbs suddenly, sometimes on still, hot days, and storms add to the risk. Decay, old wounds and poorly attached branches make it more likely. A tree health assessment can spot many of these warning signs so risky limbs can be pruned before they fall.",
        },
        {
          question: "Can you get machinery onto a steep block?",
          answer:
            "Often, yes, but we check first. We look at the slope, ground conditions, gates and driveways at the quote stage, and where machines can't go safely we climb and rig the tree instead. That protects your land as well as our crew.",
        },
        {
          question: "Do you respond to storm damage in the hinterland?",
          answer:
            "Yes. Storms often build over the range and hit Nambour hard, and our crew responds 24/7 to trees down across driveways, fences, sheds and homes. If power lines are involved, call Energex on 13 19 62 first and keep at least 8 metres away.",
        },
        {
          question: "What happens to the timber and green waste on a rural job?",
          answer:
            "On acreage, many owners like to keep the mulch for gardens or the logs for firewood, and we can leave them on site where it's safe to do so. Otherwise we take everything away. We'll talk through the options when we quote.",
        },
      ],
    },
    cta: {
      heading: "Book a free on-site quote in Nambour",
      text: "From a single gum on a town block to a day's work on acreage, we'll come out, look at access and reply to your request within 24 hours.",
    },
  },
];
