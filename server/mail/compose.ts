/** Turns an outbox row into the mail to send: a lead's notification or a subscriber's mail. */
import type { OutboxMail } from "../db/store.ts";
import { leadMail } from "./lead-mail.ts";
import type { MailMessage } from "./mail-message.ts";
import { confirmationMail, type SubscriberMailOptions, welcomeMail } from "./subscriber-mail.ts";

export type ComposeMail = (mail: OutboxMail) => MailMessage;

export function mailComposer(options: SubscriberMailOptions & { leadsTo: string }): ComposeMail {
  return (mail) => {
    switch (mail.kind) {
      case "lead":
        return leadMail(mail.lead, options.from, options.leadsTo);
      case "confirmation":
        return confirmationMail(mail.subscriber, options);
      case "welcome":
        return welcomeMail(mail.subscriber, options);
    }
  };
}
