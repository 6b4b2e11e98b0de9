/**
 * Lazy sections without React: an element with `data-fragment-src` shows a placeholder until it
 * comes near the viewport, then its content is replaced by that prerendered HTML fragment (our own,
 * same-origin). If the fragment cannot be fetched, `data-failed` swaps the placeholder for the
 * fallback that visitors without JavaScript read (components/sections/lazy-fragment.tsx).
 */
const NEAR_VIEWPORT = "400px 0px";

async function fill(slot: HTMLElement) {
  try {
    const response = await fetch(slot.dataset.fragmentSrc!);
    if (response.ok) slot.innerHTML = await response.text();
    else slot.dataset.failed = "";
  } catch {
    slot.dataset.failed = ""; // offline
  }
  slot.ariaBusy = "false";
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      void fill(entry.target as HTMLElement);
    }
  },
  { rootMargin: NEAR_VIEWPORT },
);

for (const slot of document.querySelectorAll<HTMLElement>("[data-fragment-src]")) observer.observe(slot);
