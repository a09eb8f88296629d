/** The contact form, hydrated at the visitor's first touch (client:interaction); its toasts show in the page's toast region. */
import { ContactForm } from "../components/forms/contact-form.tsx";
import { onPage } from "./page-context.tsx";
import { withPageToaster } from "./page-toaster.tsx";

export const ContactFormIsland = onPage(withPageToaster(ContactForm));
