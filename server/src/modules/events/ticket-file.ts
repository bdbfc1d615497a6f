// The ticket as a PDF (event, holder, package and the QR of the signed ticket code) and the signed, expiring link
// that downloads it: the link is what the order mail and the event page's Download Ticket carry, so a browser can
// fetch the file without a token, and nobody can make a link to someone else's ticket.
import { pathOf } from '../../../../shared-api/src/contract.js';
import { ticketingContract } from '../../../../shared-api/src/contracts/ticketing.js';
import { karachiDayTime } from '../../lib/karachi-time.js';
import { formatRupees } from '../../lib/money.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import QRCode from 'qrcode';
import type { Database } from '../../db/schema.js';
import { ORG } from '../../lib/mail-layout.js';
import { openPdf } from '../../lib/pdf.js';
import { signingKey } from '../../lib/signing-keys.js';
import { ticketCode } from './ticket-code.js';

type Db = Kysely<Database> | Transaction<Database>;

const LINK_KEY = 'ticket-download';
/** How long a link on the event page works. */
export const PAGE_LINK_SECONDS = 24 * 60 * 60;
/** How long the link in the order mail works. */
export const MAIL_LINK_SECONDS = 60 * 24 * 60 * 60;

const linkMac = (key: string, ticketId: number, expires: number) => createHmac('sha256', key).update(`ticket-pdf:${ticketId}:${expires}`).digest('base64url');

/** The ticket's PDF (its call: getTicketPdf) with `?expires=…&signature=…`, valid for `seconds`. */
export async function ticketDownloadPath(db: Db, ticketId: number, seconds: number, now = new Date()) {
  return (await ticketDownloadPaths(db, seconds, now))(ticketId);
}

/** `ticketDownloadPath` for many tickets, with the key read once. */
export async function ticketDownloadPaths(db: Db, seconds: number, now = new Date()): Promise<(ticketId: number) => string> {
  const key = await signingKey(db, LINK_KEY);
  const expires = Math.floor(now.getTime() / 1000) + seconds;
  return (ticketId) => `/api/${pathOf(ticketingContract.getTicketPdf.path, { ticketId })}?expires=${expires}&signature=${linkMac(key, ticketId, expires)}`;
}

// One QR for a ticket code, on paper and on screen.
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 1 } as const;

/** The QR of a ticket code as a data: URL of an SVG image, for a page to show at the door. */
export async function ticketQrDataUrl(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { ...QR_OPTIONS, type: 'svg' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Whether a download link's signature is the server's and it has not expired. */
export async function verifyDownload(db: Db, ticketId: number, expires: number, signature: string, now = new Date()) {
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(linkMac(await signingKey(db, LINK_KEY), ticketId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}


export interface TicketPdfContent {
  ticketId: number;
  orderId: number;
  holder: string;
  company: string;
  event: string;
  startDate: Date;
  endDate: Date;
  venue: string;
  city: string;
  packageName: string;
  total: number;
}

/** An A5 ticket with the QR of the signed code that staff scan at the door. */
export async function renderTicketPdf(db: Db, content: TicketPdfContent): Promise<Buffer> {
  const code = await ticketCode(db, content.ticketId);
  const qr = await QRCode.toBuffer(code, { ...QR_OPTIONS, type: 'png', width: 360 });
  const { doc, body, bold, done } = openPdf({ size: 'A5', margin: 36, info: { Title: `Ticket: ${content.event}`, Author: ORG } });

  const width = doc.page.width - 72;
  doc.rect(0, 0, doc.page.width, 10).fill('#137f53');
  doc.moveDown(0.5).fillColor('#555555').font(body).fontSize(9).text(ORG.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.4).fillColor('#0d6542').font(bold).fontSize(18).text(content.event, { width });
  doc.moveDown(0.3).fillColor('#1f2933').font(body).fontSize(10).text(`${karachiDayTime(content.startDate)} – ${karachiDayTime(content.endDate)} (Pakistan time)`, { width });
  doc.text([content.venue, content.city].filter(Boolean).join(', '), { width });

  const row = (label: string, value: string) => {
    doc.moveDown(0.6).fillColor('#777777').font(body).fontSize(8).text(label.toUpperCase(), { characterSpacing: 0.5 });
    doc.fillColor('#1f2933').font(bold).fontSize(12).text(value, { width });
  };
  doc.moveDown(0.6);
  row('Ticket holder', content.holder);
  if (content.company) row('Company', content.company);
  row('Package', content.packageName);
  row('Paid', content.total === 0 ? 'Free' : formatRupees(content.total));
  row('Ticket / order', `#${content.ticketId} / #${content.orderId}`);

  const size = 180;
  const y = Math.max(doc.y + 16, doc.page.height - size - 90);
  doc.image(qr, (doc.page.width - size) / 2, y, { width: size, height: size });
  // A signed code is about a hundred characters: it may wrap, and the line under it starts below however many it takes.
  doc.fillColor('#555555').font(body).fontSize(7);
  const codeHeight = doc.heightOfString(code, { width, align: 'center' });
  doc.text(code, 36, y + size + 6, { width, align: 'center' });
  doc.fontSize(8).text('Show this QR code at the entrance. It admits one person once.', 36, y + size + 12 + codeHeight, { width, align: 'center' });
  doc.end();
  return done;
}
