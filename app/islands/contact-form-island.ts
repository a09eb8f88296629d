/** The contact form, hydrated at the visitor's first touch (client:interaction). */
import { ContactForm } from "../components/forms/contact-form.tsx";
import { onPage } from "./page-context.tsx";

export const ContactFormIsland = onPage(ContactForm);
