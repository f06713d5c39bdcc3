import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { mailRowSchema } from '../../contracts/admin';
import type { Orm } from '../db/database';
import { emailOutbox } from './schema';

/** How many of the latest messages the admin's outbox view lists. */
const LATEST_MESSAGES = 200;

/** A message as the admin's outbox view shows it: the HTML body left out, times as ISO strings. */
type OutboxMessage = z.infer<typeof mailRowSchema>;

/**
 * The e-mail outbox: every message is recorded before it is delivered, then marked sent or
 * failed, so admins can read, resend and diagnose mail from one table.
 */
export function outboxRepository(orm: Orm) {
  return {
    /** Records a message and returns its id. */
    async record(message: {
      to: string;
      subject: string;
      text: string;
      html: string;
      template: string;
      language: string;
      transport: string;
      status: string;
    }): Promise<string> {
      const [row] = await orm
        .insert(emailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          template: message.template,
          language: message.language,
          transport: message.transport,
          status: message.status,
        })
        .returning({ id: emailOutbox.id });
      return row!.id;
    },

    async markSent(id: string): Promise<void> {
      await orm
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await orm
        .update(emailOutbox)
        .set({ status: 'failed', error, attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
    },

    /**
     * Marks a message an admin delivered again: sent, or back in the outbox when that is where
     * the transport that first took it keeps mail; an earlier error is cleared.
     */
    async markResent(id: string): Promise<void> {
      await orm
        .update(emailOutbox)
        .set({
          status: sql`CASE WHEN ${emailOutbox.transport} = 'outbox' THEN 'outbox' ELSE 'sent' END`,
          error: null,
          attempts: sql`${emailOutbox.attempts} + 1`,
          sentAt: sql`now()`,
        })
        .where(eq(emailOutbox.id, id));
    },

    /** The latest messages, newest first. */
    async latest(): Promise<OutboxMessage[]> {
      const rows = await orm
        .select({
          id: emailOutbox.id,
          to_address: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          template: emailOutbox.template,
          language: emailOutbox.language,
          transport: emailOutbox.transport,
          status: emailOutbox.status,
          error: emailOutbox.error,
          attempts: emailOutbox.attempts,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
          text_body: emailOutbox.textBody,
        })
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(LATEST_MESSAGES);
      return rows.map(({ createdAt, sentAt, text_body, ...row }) => ({
        ...row,
        created_at: createdAt.toISOString(),
        sent_at: sentAt ? sentAt.toISOString() : null,
        text_body,
      }));
    },

    /** What it takes to deliver a message again, or null when there is no such message. */
    async content(id: string) {
      const [row] = await orm
        .select({
          to: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          text: emailOutbox.textBody,
          html: emailOutbox.htmlBody,
          template: emailOutbox.template,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      return row ?? null;
    },

    /** How a message's delivery went, or null when there is no such message. */
    async status(id: string): Promise<{ status: string; error: string | null } | null> {
      const [row] = await orm
        .select({ status: emailOutbox.status, error: emailOutbox.error })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, id));
      return row ?? null;
    },
  };
}
