/** One mail as the outbox worker hands it to nodemailer (it adds the Message-ID). */
export interface MailMessage {
  from: string;
  to: string;
  /** Where a reply goes, when not to `from`. */
  replyTo?: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}
