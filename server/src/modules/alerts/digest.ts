import { inShop } from '../../db/shop-scope';
import { activeShopIds } from '../shops';
import type { Alerts, DocumentLanguage } from '@hanout/contract';
import type { Db } from '../../db/connect';
import { localDate, localHour } from '../../lib/clock';
import { pdfDate, pdfMoney } from '../../pdf/pdf-document';
import { alertLabels } from '../../pdf/alerts-pdf';
import type { AppContext } from '../../context';
import { expiryWindow } from '../stock';
import { administratorEmails, claimDigestDay, digestSettings, markDigestSent, releaseDigestDay } from './repository';
import { loadAlerts } from './service';

/** How often an instance looks whether the day's digest is due: a digest goes out within this of its hour. */
export const DIGEST_CHECK_EVERY_MS = 60_000;
/** Lines of each list written in the mail; the rest are on the alerts screen it links to. */
const DIGEST_LINES = 20;

export interface DigestOptions {
  db: Db;
  mailer: AppContext['mailer'];
  timeZone: string;
  /** The public address of the app, for the link to the alerts screen. */
  appUrl: string;
  log: { error(details: object, message: string): void };
}

/**
 * What a check did: nothing when the digest is `off` or its hour not yet come (`early`), or when
 * another check already claimed the day (`taken`); else it claimed the day and sent the digest
 * (`sent`), or found no alert to send (`nothing`).
 */
export type DigestOutcome = 'off' | 'early' | 'taken' | 'nothing' | 'sent';

const DIGEST_FR = {
  subject: (day: string, shop: string) => `${shop ? `${shop} : ` : ''}alertes de stock du ${day}`,
  intro: (day: string) => `Alertes de stock du ${day}.`,
  low: (product: string, quantity: number, level: number) => `${product} : ${quantity} en stock, seuil ${level}`,
  batch: (product: string, lot: string, date: string, quantity: number) =>
    `${product}${lot ? `, lot ${lot}` : ''}, ${date} : ${quantity} unités`,
  atCost: (value: string) => `, ${value} au coût`,
  more: (count: number) => `… et ${count} de plus.`,
  link: (url: string) => `Toutes les alertes : ${url}`,
};

const DIGEST_LABELS: Record<DocumentLanguage, typeof DIGEST_FR> = {
  fr: DIGEST_FR,
  ar: {
    subject: (day, shop) => `${shop ? `${shop}: ` : ''}تنبيهات المخزون ليوم ${day}`,
    intro: (day) => `تنبيهات المخزون ليوم ${day}.`,
    low: (product, quantity, level) => `${product}: ${quantity} في المخزون، الحد ${level}`,
    batch: (product, lot, date, quantity) => `${product}${lot ? `، التشغيلة ${lot}` : ''}، ${date}: ${quantity} وحدة`,
    atCost: (value) => `، ${value} بثمن الشراء`,
    more: (count) => `… و${count} أخرى.`,
    link: (url) => `كل التنبيهات: ${url}`,
  },
  en: {
    subject: (day, shop) => `${shop ? `${shop}: ` : ''}stock alerts of ${day}`,
    intro: (day) => `Stock alerts of ${day}.`,
    low: (product, quantity, level) => `${product}: ${quantity} in stock, level ${level}`,
    batch: (product, lot, date, quantity) => `${product}${lot ? `, lot ${lot}` : ''}, ${date}: ${quantity} units`,
    atCost: (value) => `, ${value} at cost`,
    more: (count) => `… and ${count} more.`,
    link: (url) => `All the alerts: ${url}`,
  },
};

/** The digest's text in the shop's document language: each list's count and its first lines, and the link to the screen. */
export function digestMail(alerts: Alerts, language: DocumentLanguage, shopName: string, appUrl: string) {
  const t = DIGEST_LABELS[language];
  const labels = alertLabels(language);
  const day = pdfDate(alerts.today);
  const section = <T>(heading: string, count: number, lines: T[], line: (item: T) => string) =>
    count === 0
      ? []
      : [
          '',
          heading,
          ...lines.slice(0, DIGEST_LINES).map((item) => `- ${line(item)}`),
          ...(count > DIGEST_LINES ? [t.more(count - DIGEST_LINES)] : []),
        ];
  const batch = (item: Alerts['expired'][number]) =>
    t.batch(item.product.name, item.batchNumber ?? '', pdfDate(item.expireDate), item.quantity) +
    (item.valueAtCost === undefined ? '' : t.atCost(pdfMoney(item.valueAtCost)));
  const { counts } = alerts;
  return {
    subject: t.subject(day, shopName),
    text: [
      t.intro(day),
      ...section(labels.lowCount(counts.lowStock), counts.lowStock, alerts.lowStock, (low) =>
        t.low(low.product.name, low.quantity, low.reorderLevel),
      ),
      ...section(labels.nearCount(counts.nearExpiry, alerts.nearExpiryDays), counts.nearExpiry, alerts.nearExpiry, batch),
      ...section(labels.expiredCount(counts.expired), counts.expired, alerts.expired, batch),
      '',
      t.link(`${appUrl}/alerts`),
    ].join('\n'),
  };
}

/**
 * The daily digest, if due: once the shop's hour reaches the setting, the first check of the day
 * claims the day with an insert that only one instance can win (the day is the table's key), and
 * only the winner mails the alerts to every enabled administrator. A day without alerts is claimed
 * and sends nothing. A mail that fails is logged and not sent again that day: an administrator
 * never receives the same digest twice.
 */
export async function checkAlertDigest(options: DigestOptions, now: Date = new Date()): Promise<DigestOutcome> {
  const { db, timeZone } = options;
  const settings = await digestSettings(db);
  if (settings.alertDigestHour === null) return 'off';
  if (localHour(timeZone, now) < settings.alertDigestHour) return 'early';
  const day = localDate(timeZone, now);
  const claimed = await claimDigestDay(db, day, now.toISOString());
  if (!claimed) return 'taken';
  let alerts: Alerts;
  let administrators: { email: string }[];
  try {
    alerts = await loadAlerts(db, await expiryWindow(db, timeZone, now), { withCost: true }, {});
    administrators = await administratorEmails(db);
  } catch (error) {
    // Nothing was sent: the day is given back, for the next check to try again.
    await releaseDigestDay(db, day);
    throw error;
  }
  const { lowStock, nearExpiry, expired } = alerts.counts;
  if (lowStock + nearExpiry + expired === 0) return 'nothing';
  const mail = digestMail(alerts, settings.documentLanguage, settings.name, options.appUrl);
  let sent = 0;
  for (const { email } of administrators) {
    try {
      await options.mailer.send({ to: email, ...mail });
      sent += 1;
    } catch (error) {
      options.log.error({ err: error, to: email }, 'alerts digest: a mail could not be sent');
    }
  }
  await markDigestSent(db, day, new Date().toISOString(), sent);
  return 'sent';
}

/** Each shop at work has its own digest, hour and administrators. */
async function checkEveryShop(options: DigestOptions): Promise<void> {
  for (const shopId of await activeShopIds(options.db)) await inShop(shopId, () => checkAlertDigest(options));
}

/**
 * Checks for the digest every DIGEST_CHECK_EVERY_MS in this process, one check at a time. The timer
 * does not keep the process alive; `stop` ends it and waits for a check under way.
 */
export function scheduleAlertDigest(options: DigestOptions, everyMs = DIGEST_CHECK_EVERY_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = checkEveryShop(options)
      .catch((error: unknown) => options.log.error({ err: error }, 'alerts digest: the check failed'))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
