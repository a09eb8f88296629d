/** The newsletter form, hydrated at the visitor's first touch (client:interaction). */
import { NewsletterForm } from "../components/forms/newsletter-form.tsx";
import { onPage } from "./page-context.tsx";

export const NewsletterFormIsland = onPage(NewsletterForm);
