import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { formatDay } from '@hms/shared/calendar-day';
import type { Receipt } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';

// The fourteen standard PDF fonts have no rupee sign (U+20B9). Noto Sans has it, with Latin,
// Greek, Cyrillic and Devanagari; it is read once here rather than from disk for every receipt.
const require = createRequire(import.meta.url);
const fontFile = (name: string) =>
  readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${name}/NotoSans_${name}.ttf`));
const REGULAR = fontFile('400Regular');
const BOLD = fontFile('700Bold');

const MARGIN = 50;
const LABEL_WIDTH = 110;
const AMOUNT_WIDTH = 130;
const GAP = 12;
const RED = '#b00020';
const GREY = '#555555';

type Doc = PDFKit.PDFDocument;

/** The page's writable width, between the margins. */
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/**
 * Starts a new page when not even one line fits, so a row's cells begin on the same page; text
 * longer than what is left of a page flows on by itself.
 */
function ensureRoom(doc: Doc, height = doc.currentLineHeight(true)) {
  if (doc.y + height > doc.page.maxY()) doc.addPage();
}

/** A label on the left and its value wrapped in the column to its right. */
function field(doc: Doc, label: string, value: string) {
  const left = doc.page.margins.left;
  ensureRoom(doc);
  const { page, y: top } = doc;
  doc.font('Bold').fillColor(GREY).text(label, left, top, { width: LABEL_WIDTH });
  const labelBottom = doc.y;
  doc
    .font('Regular')
    .fillColor('black')
    .text(value, left + LABEL_WIDTH + GAP, top, { width: contentWidth(doc) - LABEL_WIDTH - GAP });
  // A label may wrap below a one-line value; a value that ran onto a new page is past it anyway.
  if (doc.page === page && doc.y < labelBottom) doc.y = labelBottom;
  doc.y += 4;
}

/** A table row: the description wraps on the left, the amount sits right-aligned on its first line. */
function row(doc: Doc, description: string, amount: string, font: 'Regular' | 'Bold' = 'Regular') {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  ensureRoom(doc);
  const top = doc.y;
  doc.font(font).fillColor('black');
  doc.text(amount, left + width - AMOUNT_WIDTH, top, {
    width: AMOUNT_WIDTH,
    align: 'right',
    lineBreak: false,
  });
  doc.text(description, left, top, { width: width - AMOUNT_WIDTH - GAP });
  doc.y += 4;
}

function rule(doc: Doc) {
  const left = doc.page.margins.left;
  ensureRoom(doc, 8);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.75)
    .strokeColor(GREY)
    .stroke();
  doc.y += 6;
}

/** The cancelled mark: a banner under the heading, and a faint stamp across every page. */
function cancelledBanner(doc: Doc) {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font('Bold').fontSize(14).fillColor(RED);
  const text = 'CANCELLED — this payment was reversed';
  const height = doc.heightOfString(text, { width: width - 20 }) + 16;
  doc.rect(left, top, width, height).lineWidth(2).strokeColor(RED).stroke();
  doc.text(text, left + 10, top + 8, { width: width - 20, align: 'center' });
  doc.y = top + height + 12;
  doc.fontSize(11).fillColor('black');
}

function stampEveryPage(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const { width, height } = doc.page;
    doc.save();
    doc.rotate(-40, { origin: [width / 2, height / 2] });
    doc.font('Bold').fontSize(90).fillColor(RED).fillOpacity(0.12);
    // lineBreak: false keeps the stamp from wrapping or spilling onto a page of its own.
    doc.text('CANCELLED', 0, height / 2 - 45, { width, align: 'center', lineBreak: false });
    doc.restore();
  }
}

/**
 * An A4 PDF of one receipt, streamed as pdfkit writes it. Every piece of user text is given a
 * width, so long or unbroken names and references wrap inside the page instead of running off it.
 */
export function receiptPdf(receipt: Receipt, college: string): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Kept in memory until the end so a cancelled receipt can be stamped on every page.
    bufferPages: receipt.cancelled,
    info: { Title: `Fee receipt ${receipt.number}`, Author: college, Subject: 'Fee Receipt' },
  });
  doc.registerFont('Regular', REGULAR);
  doc.registerFont('Bold', BOLD);
  const width = contentWidth(doc);

  doc.font('Bold').fontSize(18).text(college, MARGIN, MARGIN, { width, align: 'center' });
  doc.fontSize(14).fillColor(GREY).text('Fee Receipt', { width, align: 'center' });
  doc.moveDown(0.8);
  doc.fontSize(11).fillColor('black');
  if (receipt.cancelled) cancelledBanner(doc);

  field(doc, 'Receipt number', receipt.number);
  field(doc, 'Date', formatDay(receipt.date));
  field(doc, 'Student', receipt.student.name);
  field(doc, 'Student ID', receipt.student.studentId);
  if (receipt.hostel !== null) field(doc, 'Hostel', receipt.hostel);
  if (receipt.room !== null) field(doc, 'Room', receipt.room);
  if (receipt.period !== null) field(doc, 'Period', receipt.period);
  doc.moveDown(0.6);

  row(doc, 'Description', 'Amount', 'Bold');
  rule(doc);
  for (const line of receipt.lines) row(doc, line.description, formatRupees(line.amount));
  rule(doc);
  row(doc, 'Total', formatRupees(receipt.amount), 'Bold');
  doc.moveDown(0.6);

  field(doc, 'Amount in words', receipt.amountInWords);
  field(doc, 'Paid by', receipt.method);
  if (receipt.reference !== null) field(doc, 'Reference', receipt.reference);
  doc.moveDown(1.5);
  ensureRoom(doc);
  doc
    .font('Regular')
    .fillColor('black')
    .text(`Received by ${receipt.receivedBy}`, MARGIN, doc.y, { width });

  if (receipt.cancelled) stampEveryPage(doc);
  doc.end();
  return doc;
}
