/** The SMTP connection every mail of the site goes through (SMTP_URL). */
import nodemailer from "nodemailer";

export function smtpTransport(mail: { smtpUrl: string; allowPlaintext: boolean }) {
  return nodemailer.createTransport({
    url: mail.smtpUrl,
    // smtp:// must upgrade with STARTTLS: no lead's details or subscriber's address cross the network in clear.
    requireTLS: mail.smtpUrl.startsWith("smtp:") && !mail.allowPlaintext,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
