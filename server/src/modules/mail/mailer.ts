import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is kept in the outbox table; with SMTP_URL it is also sent over SMTP,
 * without it the log carries it so a developer can follow the link.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const { id } = await options.db
        .insertInto('mailOutbox')
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text, createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        options.log.warn({ to: mail.to, subject: mail.subject, body: mail.text }, 'mail not sent: no SMTP_URL, kept in the outbox');
        return;
      }
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      await options.db.updateTable('mailOutbox').set({ sentAt: new Date().toISOString() }).where('id', '=', id).execute();
    },
  };
}
