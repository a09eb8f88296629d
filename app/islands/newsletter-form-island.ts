/** The newsletter form, hydrated at the visitor's first touch (client:interaction); its toasts show in the page's toast region. */
import { NewsletterForm } from "../components/forms/newsletter-form.tsx";
import { onPage } from "./page-context.tsx";
import { withPageToaster } from "./page-toaster.tsx";

export const NewsletterFormIsland = onPage(withPageToaster(NewsletterForm));
