/** /contact's one piece of React: the quote form, hydrated in place. */
import { hydrateIsland } from "#app/islands/hydrate.tsx";
import { QuoteForm } from "#app/components/quote-form/quote-form.tsx";

hydrateIsland("quote-form-island", QuoteForm);
