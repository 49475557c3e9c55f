import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { insertMail, markMailSent } from './repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Parts of the text that only the recipient may read (a reset code): withheld from the outbox, and so from backups. */
  secrets?: string[];
}

const WITHHELD = '[withheld: sent to the recipient only]';

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is kept in the outbox table, its secrets withheld; with SMTP_URL it is also sent over
 * SMTP, without it the log carries it whole, so that a local install can still follow the link.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const id = await insertMail(options.db, {
        recipient: mail.to,
        subject: mail.subject,
        body: (mail.secrets ?? []).reduce((text, secret) => text.replaceAll(secret, WITHHELD), mail.text),
        createdAt: new Date().toISOString(),
      });
      if (!transport) {
        options.log.warn({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail not sent: no SMTP_URL, kept in the outbox');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await markMailSent(options.db, id, new Date().toISOString());
    },
  };
}
