import type { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { receiptSchema, type Receipt } from '@hms/shared/fees';
import { receiptPdf } from './receipt-pdf';

function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return receiptSchema.parse({
    _id: '00000000-0000-4000-8000-000000000001',
    number: 'R-2026-000123',
    date: '2026-11-25',
    student: { _id: 'st-1', name: 'Aarav Sharma', studentId: 'STU-0042' },
    hostel: 'Ganga Hostel',
    room: 'G-204',
    period: 'Oct 2026 – Nov 2026',
    lines: [
      { description: 'Rent for October 2026', amount: 5_000_00 },
      { description: 'Hostel fee', amount: 1_20_000_50 },
    ],
    amount: 1_25_000_50,
    amountInWords: 'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only',
    method: 'UPI',
    reference: 'UPI-4455667788',
    receivedBy: 'Meera Iyer',
    cancelled: false,
    ...overrides,
  });
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

type PdfObject = { dict: string; data: Buffer | null };

/** Every `N 0 obj`, its dictionary and its stream (inflated), read by each stream's /Length. */
function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1'); // one character a byte, so indexes are byte offsets
  const objects = new Map<string, PdfObject>();
  const header = /(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(stream\r?\n|endobj)/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const [, id = '', dict = '', end = ''] = m;
    let data: Buffer | null = null;
    if (end.startsWith('stream')) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      data = pdf.subarray(header.lastIndex, header.lastIndex + length);
      if (dict.includes('/FlateDecode')) data = inflateSync(data);
      header.lastIndex += length;
    }
    objects.set(id, { dict, data });
  }
  return objects;
}

/** A ToUnicode CMap as pdfkit writes it: ranges of glyph codes, each to an array of UTF-16. */
function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first = '', , list = ''] of text.matchAll(
    /<([0-9a-f]{4})>\s*<([0-9a-f]{4})>\s*\[([^\]]*)\]/gi,
  )) {
    [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units = ''], offset) => {
      const chars = units.split(' ').map((unit) => parseInt(unit, 16));
      map.set(parseInt(first, 16) + offset, String.fromCharCode(...chars));
    });
  }
  return map;
}

/**
 * The text a reader would copy out, one shown string a line, page by page. pdfkit writes text in
 * embedded fonts as glyph codes, so each is mapped back through its font's ToUnicode CMap.
 */
function textOf(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const streamText = (ref: string | undefined) =>
    objects.get(ref ?? '')?.data?.toString('latin1') ?? '';
  const cmaps = new Map<string, Map<number, string>>();
  const lines: string[] = [];
  const pages = [...objects.values()].find((o) => /\/Type \/Pages/.test(o.dict));
  for (const [, pageId] of pages?.dict.matchAll(/(\d+) 0 R/g) ?? []) {
    const page = objects.get(pageId ?? '')?.dict ?? '';
    const resources = objects.get(/\/Resources (\d+) 0 R/.exec(page)?.[1] ?? '')?.dict ?? '';
    for (const [, name = '', fontId] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(fontId ?? '')?.dict ?? '';
      cmaps.set(name, cmapOf(streamText(/\/ToUnicode (\d+) 0 R/.exec(font)?.[1])));
    }
    const content = streamText(/\/Contents (\d+) 0 R/.exec(page)?.[1]);
    let cmap = new Map<number, string>();
    for (const [, font, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (font) cmap = cmaps.get(font) ?? new Map();
      if (shown === undefined) continue;
      const hex = [...shown.matchAll(/<([0-9a-f]*)>/gi)].map(([, h = '']) => h).join('');
      const codes = hex.match(/.{4}/g) ?? [];
      lines.push(codes.map((code) => cmap.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
    }
  }
  return lines.join('\n');
}

function expectWholePdf(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  // The cross-reference table is where startxref says, which a reader needs to open the file.
  const raw = pdf.toString('latin1');
  const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)?.[1]);
  expect(raw.slice(xref, xref + 4)).toBe('xref');
}

describe('receipt PDF', () => {
  it('streams one whole PDF with the receipt on it', async () => {
    const pdf = await bytesOf(receiptPdf(receipt(), 'Government Engineering College'));
    expectWholePdf(pdf);
    const text = textOf(pdf);
    for (const shown of [
      'Government Engineering College',
      'Fee Receipt',
      'R-2026-000123',
      '25 Nov 2026',
      'Aarav Sharma',
      'STU-0042',
      'Ganga Hostel',
      'G-204',
      'Oct 2026 – Nov 2026',
      'Rent for October 2026',
      '₹5,000',
      '₹1,20,000.50',
      '₹1,25,000.50',
      'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only',
      'UPI-4455667788',
      'Received by Meera Iyer',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('CANCELLED');
  });

  it('leaves out what the receipt does not have', async () => {
    const pdf = await bytesOf(
      receiptPdf(receipt({ hostel: null, room: null, period: null, reference: null }), 'GEC'),
    );
    const text = textOf(pdf);
    for (const label of ['Hostel', 'Room', 'Period', 'Reference']) {
      expect(text.split('\n')).not.toContain(label);
    }
  });

  // Cancelled too, since a cancelled receipt is held whole to be stamped on every page.
  it.each([false, true])(
    'wraps a 2,000-character unbroken name onto further lines and still makes one PDF (cancelled: %s)',
    async (cancelled) => {
      const name = 'N'.repeat(2000);
      const pdf = await bytesOf(
        receiptPdf(
          receipt({ student: { _id: 'st-1', name, studentId: 'S'.repeat(300) }, cancelled }),
          'GEC',
        ),
      );
      expectWholePdf(pdf);
      const lines = textOf(pdf).split('\n');
      const nameLines = lines.filter((line) => /^N+$/.test(line));
      expect(nameLines.length).toBeGreaterThan(10);
      expect(nameLines.join('')).toBe(name);
    },
  );

  it('keeps text in any script, and long references, on the page', async () => {
    const pdf = await bytesOf(
      receiptPdf(
        receipt({
          student: { _id: 'st-1', name: 'Ирина Ковалёва आरव', studentId: 'STU-1' },
          reference: 'UTR'.repeat(40),
          lines: [{ description: 'Ж'.repeat(500), amount: 1_25_000_50 }],
        }),
        'महाविद्यालय'.repeat(30),
      ),
    );
    expectWholePdf(pdf);
    const text = textOf(pdf);
    expect(text).toContain('Ирина Ковалёва आरव');
    expect(text.replaceAll('\n', '')).toContain('UTR'.repeat(40));
  });

  it('marks a cancelled receipt clearly', async () => {
    const pdf = await bytesOf(receiptPdf(receipt({ cancelled: true }), 'GEC'));
    expectWholePdf(pdf);
    const text = textOf(pdf);
    expect(text).toContain('CANCELLED — this payment was reversed');
    expect(text).toContain('R-2026-000123');
  });
});
