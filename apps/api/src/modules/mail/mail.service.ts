import type { Database } from '../../db/client';
import { escapeHtml, textsFor } from '../../i18n';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { recordAudit } from '../audit/audit.service';
import * as repo from './mail.repository';
import { readBrand } from '../brand/brand.repository';

export interface MemberMailContent {
  subject: string;
  /** Paragraphs, plain text. */
  paragraphs: string[];
}

export type MailOutcome = 'sent' | 'no_mailer' | 'not_opted_in' | 'unsubscribed';

/**
 * The programme's mails to members (issue 33): only to a member who opted in, never to an
 * address on the unsubscribe list, each with its own one-click unsubscribe link (RFC 8058:
 * `List-Unsubscribe` with an https URL and `List-Unsubscribe-Post`) and the same link
 * visible in the mail.
 */
export class MemberMail {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer | null,
    private readonly origin: string,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends one mail. With `opening`, it carries an « open the app » link that counts the
   * journey's occasion opened when followed (/api/mail/open), then lands on `opening.path`.
   */
  async send(
    member: { id: string; email: string; locale: string | null; emailOptIn: boolean },
    content: MemberMailContent,
    opening: repo.MailOpening | null = null,
  ): Promise<MailOutcome> {
    if (!this.mailer) return 'no_mailer';
    if (!member.emailOptIn) return 'not_opted_in';
    if (await repo.isUnsubscribed(this.db, member.email)) return 'unsubscribed';
    const token = await repo.createMailLink(this.db, member.id, member.email, this.clock.now(), opening);
    const url = `${this.origin}/api/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    const openUrl = opening ? `${this.origin}/api/mail/open?token=${encodeURIComponent(token)}` : null;
    const words = textsFor(member.locale).mail;
    const footer = words.footer({ brand: (await readBrand(this.db)).name });
    const text = [
      ...content.paragraphs,
      ...(openUrl ? [words.openAppLine({ url: openUrl })] : []),
      '—',
      footer,
      words.unsubscribeLine({ url }),
    ].join('\n\n');
    const html = [
      ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      ...(openUrl ? [`<p><a href="${escapeHtml(openUrl)}">${escapeHtml(words.openApp)}</a></p>`] : []),
      '<hr>',
      `<p><small>${escapeHtml(footer)} <a href="${escapeHtml(url)}">${escapeHtml(words.unsubscribeLink)}</a></small></p>`,
    ].join('\n');
    await this.mailer.send({
      to: member.email,
      subject: content.subject,
      text,
      html,
      headers: {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return 'sent';
  }
}

/**
 * Unsubscribes the address a link was sent to: no mail to it ever again (whatever account
 * uses it later), the member's e-mail choice turned off, and a journal entry (by the member
 * themselves). Answers the member's language, or null for an unknown link.
 */
export async function unsubscribeByToken(db: Database, token: string, now: Date) {
  const link = await repo.findMailLink(db, token);
  if (!link) return null;
  await db.transaction(async (tx) => {
    const added = await repo.unsubscribeAddress(tx, link.userId, link.emailHash, now);
    if (added)
      await recordAudit(tx, {
        admin: { id: link.userId, name: link.name },
        action: 'mail.unsubscribe',
        targetType: 'user',
        targetId: link.userId,
        now,
      });
  });
  return { locale: link.locale };
}
