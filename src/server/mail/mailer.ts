import nodemailer from 'nodemailer';
import { normaliseLanguage } from '../../domain/i18n/language';
import type { Database } from '../db/database';
import { outboxRepository } from './outbox-repository';
import { renderMail, type MailParams, type MailTemplate } from './templates';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  language: string | undefined;
  params: MailParams;
}

/** Where mail goes: kept in the outbox table for admins to read, or handed to an SMTP server. */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  deliver(to: string, subject: string, text: string, html: string): Promise<void>;
  verify(): Promise<void>;
}

export function outboxTransport(): MailTransport {
  return { name: 'outbox', async deliver() {}, async verify() {} };
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(to, subject, text, html) {
      await transporter.sendMail({ from, to, subject, text, html });
    },
    async verify() {
      await transporter.verify();
    },
  };
}

/** A short text message to a phone. The default provider keeps it in the outbox. */
export interface SmsProvider {
  send(phone: string, message: string): Promise<string>;
}

export interface Mailer {
  readonly transport: MailTransport;
  /**
   * Records a message in the outbox and returns its id. Delivery through SMTP then goes on in the
   * background, so an answer never waits on (or is timed by) the mail server; pass
   * `awaitDelivery` to wait for it (the admin's test e-mail reports how it went).
   */
  send(message: MailMessage, options?: { awaitDelivery?: boolean }): Promise<string>;
  /** Resolves once every delivery started so far has finished (used on shutdown and in tests). */
  idle(): Promise<void>;
  sms: SmsProvider;
}

export function createMailer(db: Database, transport: MailTransport): Mailer {
  const outbox = outboxRepository(db.orm);
  const record = (to: string, subject: string, text: string, html: string, template: string, language: string) =>
    outbox.record({
      to,
      subject,
      text,
      html,
      template,
      language,
      transport: transport.name,
      status: transport.name === 'outbox' ? 'outbox' : 'pending',
    });
  const inFlight = new Set<Promise<void>>();
  const deliver = async (id: string, to: string, mail: { subject: string; text: string; html: string }) => {
    try {
      await transport.deliver(to, mail.subject, mail.text, mail.html);
      await outbox.markSent(id);
    } catch (error) {
      await outbox.markFailed(id, error instanceof Error ? error.message : String(error)).catch(() => {});
    }
  };
  return {
    transport,
    async send({ to, template, language, params }, options = {}) {
      const lang = normaliseLanguage(language);
      const mail = renderMail(template, lang, params);
      const id = await record(to, mail.subject, mail.text, mail.html, template, lang);
      if (transport.name !== 'outbox') {
        const delivery = deliver(id, to, mail);
        inFlight.add(delivery);
        void delivery.finally(() => inFlight.delete(delivery));
        if (options.awaitDelivery) await delivery;
      }
      return id;
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    sms: {
      async send(phone, message) {
        return record(phone, 'SMS', message, message, 'sms', 'en');
      },
    },
  };
}
