import fs from 'node:fs';
import PDFDocument from 'pdfkit';

// PDFKit's built-in fonts cover Latin-1 only; DejaVu, when the machine has it, also covers names and
// symbols outside it (Urdu names in Latin script with diacritics, the rupee sign, dashes).
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

/**
 * A new PDF with the document fonts registered ('body' and 'bold': DejaVu when the machine has it, else PDFKit's
 * Helvetica) and its bytes collected: `done` resolves once `doc.end()` was called.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const hasDejaVu = fs.existsSync(DEJAVU) && fs.existsSync(DEJAVU_BOLD);
  if (hasDejaVu) {
    doc.registerFont('body', DEJAVU);
    doc.registerFont('bold', DEJAVU_BOLD);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, body: hasDejaVu ? 'body' : 'Helvetica', bold: hasDejaVu ? 'bold' : 'Helvetica-Bold', done };
}

export interface PdfDocumentContent {
  title: string;
  subtitle: string;
  sections: Array<{ heading?: string; paragraphs: string[] }>;
  footer: string;
}

/** A short A4 document (press release, report) as PDF bytes. */
export function renderDocumentPdf(content: PdfDocumentContent): Promise<Buffer> {
  const { doc, body, bold, done } = openPdf({ size: 'A4', margin: 56, info: { Title: content.title, Author: content.footer } });

  doc.rect(0, 0, doc.page.width, 8).fill('#137f53');
  doc.fillColor('#0d6542').font(bold).fontSize(20).text(content.title, { paragraphGap: 6 });
  doc.fillColor('#555555').font(body).fontSize(11).text(content.subtitle, { paragraphGap: 18 });
  for (const section of content.sections) {
    if (section.heading) doc.moveDown(0.5).fillColor('#1f2933').font(bold).fontSize(13).text(section.heading, { paragraphGap: 6 });
    for (const paragraph of section.paragraphs) doc.fillColor('#1f2933').font(body).fontSize(11).text(paragraph, { align: 'justify', paragraphGap: 8, lineGap: 2 });
  }
  doc.moveDown(2).fillColor('#777777').font(body).fontSize(9).text(content.footer);
  doc.end();
  return done;
}
