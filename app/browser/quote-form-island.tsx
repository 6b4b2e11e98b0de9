/** /contact's one piece of React: the quote form, hydrated in place. */
import { hydrateIsland } from "~/islands/hydrate";
import { QuoteForm } from "~/quote/quote-form";

hydrateIsland("quote-form-island", QuoteForm);
