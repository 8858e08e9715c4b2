import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { recordCounter } from './export-line';

const file =
  '\uFEFFSubject,Description\n"Tap, ""hot""",plain\n"Line\nbreak ""quoted\n""",x\nlast,"a ""b"" c"\n';

describe("the export line's record count", () => {
  it('counts the records csv-parse reads, wherever the chunks are cut', () => {
    const bytes = Buffer.from(file);
    const records = (parse(file, { bom: true }) as unknown[]).length;
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const counter = recordCounter();
      counter.add(bytes.subarray(0, cut));
      counter.add(bytes.subarray(cut));
      expect(counter.records(), `cut at ${cut}`).toBe(records);
    }
  });
});
