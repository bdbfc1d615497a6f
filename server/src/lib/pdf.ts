import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { drawRightToLeftText } from './pdf-bidi.js';

// PDFKit's built-in fonts cover Latin-1 only; DejaVu, when the machine has it, also covers names and
// symbols outside it (Urdu names in Latin script with diacritics, the rupee sign, dashes).
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const DEJAVU_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
// Urdu and other Arabic-script text: IBM Plex Sans Arabic from its npm package (its Arabic file as WOFF, which fontkit
// reads and PDFKit embeds cut to the glyphs used). Why not the site's Nastaliq: docs/decisions/033-right-to-left-pdfs.md.
const plexArabic = (weight: 400 | 700) =>
  createRequire(import.meta.url).resolve(`@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff`);

/**
 * A new PDF with the document fonts registered ('body' and 'bold': DejaVu when the machine has it, else PDFKit's
 * Helvetica; 'urdu' and 'urdu-bold' for Arabic-script text, which `doc.text` picks by itself) and its bytes collected:
 * `done` resolves once `doc.end()` was called. `doc.text` orders and shapes right-to-left and mixed text (pdf-bidi.ts).
 */
export function openPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const hasDejaVu = fs.existsSync(DEJAVU) && fs.existsSync(DEJAVU_BOLD);
  if (hasDejaVu) {
    doc.registerFont('body', DEJAVU);
    doc.registerFont('bold', DEJAVU_BOLD);
  }
  doc.registerFont('urdu', plexArabic(400));
  doc.registerFont('urdu-bold', plexArabic(700));
  drawRightToLeftText(doc, { regular: 'urdu', bold: 'urdu-bold', boldLatin: ['bold', 'Helvetica-Bold'] });
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
