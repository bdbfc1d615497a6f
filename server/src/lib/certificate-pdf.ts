// The association's certificates as PDFs (a membership, a course passed): one A4 landscape layout with the name,
// what it certifies, its details and the QR of its public verification page (/verify/<code>), whose address and code
// are also printed as text, for whoever reads the certificate on paper without a phone or cannot scan the code.
import QRCode from 'qrcode';
import { ORG } from './mail-layout.js';
import { openPdf } from './pdf.js';

export interface CertificateLayout {
  /** the document's title, e.g. "Membership certificate: Sana Malik" */
  title: string;
  /** the heading, e.g. "Certificate of Membership" */
  heading: string;
  name: string;
  /** what the certificate says of the name, e.g. "is a Surge member of the Pakistan Freelancers Association." */
  statement: string;
  /** up to five labelled details under the statement */
  rows: Array<[label: string, value: string]>;
  verifyUrl: string;
  /** the certificate's verification code (the end of verifyUrl), printed for typing in */
  code: string;
  /** the line under the QR code */
  qrCaption: string;
}

export async function renderCertificatePdf(content: CertificateLayout): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, type: 'png', width: 360 });
  const { doc, body, bold, done } = openPdf({ size: 'A4', layout: 'landscape', margin: 48, info: { Title: content.title, Author: ORG } });
  const width = doc.page.width - 96;
  doc.rect(0, 0, doc.page.width, 14).fill('#137f53');
  doc.rect(0, doc.page.height - 14, doc.page.width, 14).fill('#137f53');
  doc.moveDown(1).fillColor('#555555').font(body).fontSize(11).text(ORG.toUpperCase(), { align: 'center', characterSpacing: 1.5, width });
  doc.moveDown(0.8).fillColor('#0d6542').font(bold).fontSize(30).text(content.heading, { align: 'center', width });
  doc.moveDown(0.8).fillColor('#1f2933').font(body).fontSize(13).text('This certifies that', { align: 'center', width });
  doc.moveDown(0.4).font(bold).fontSize(24).text(content.name, { align: 'center', width });
  doc.moveDown(0.4).font(body).fontSize(13).text(content.statement, { align: 'center', width });

  const rowsY = doc.y + 28;
  // Five details need a little less room each than four, so the verification lines still fit on the page; a value
  // long enough to wrap (a course's full title) pushes the next detail down.
  const rowHeight = content.rows.length > 4 ? 38 : 44;
  let y = rowsY;
  for (const [label, value] of content.rows) {
    doc.fillColor('#777777').font(body).fontSize(9).text(label.toUpperCase(), 96, y, { characterSpacing: 0.5 });
    doc.fillColor('#1f2933').font(bold).fontSize(14).text(value, 96, y + 12, { width: width - 240 });
    y = Math.max(y + rowHeight, doc.y + 8);
  }
  const rowsEnd = doc.y;

  const size = 150;
  const x = doc.page.width - 96 - size;
  doc.image(qr, x, rowsY, { width: size, height: size });
  doc.fillColor('#555555').font(body).fontSize(8).text(content.qrCaption, x - 20, rowsY + size + 6, { width: size + 40, align: 'center' });

  const verifyY = Math.max(rowsEnd, doc.y) + 14;
  doc.fillColor('#555555').font(body).fontSize(9).text('Check that this certificate is genuine at', 48, verifyY, { align: 'center', width });
  doc.fillColor('#0d6542').font(bold).fontSize(11).text(content.verifyUrl, { align: 'center', width, link: content.verifyUrl });
  doc.fillColor('#555555').font(body).fontSize(9).text(`Verification code: ${content.code}`, { align: 'center', width });
  doc.end();
  return done;
}
