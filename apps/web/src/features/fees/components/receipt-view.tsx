import { useQuery } from '@tanstack/react-query';
import { Ban, Download, Printer } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatDay } from '@hms/shared/calendar-day';
import { feeMessages as m, type Receipt } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import { PageHeading } from '@/components/layouts/page-heading';
import { Button } from '@/components/ui/button';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { defaultConfig, getConfigQueryOptions } from '@/lib/public-config';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { downloadReceiptPdf, useReceipt, type ReceiptOf } from '../api/get-receipt';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The receipt as a document: what prints on A4, with nothing of the app around it. */
function ReceiptDocument({ receipt, college }: { receipt: Receipt; college: string }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="mx-auto max-w-3xl space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-10 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="border-b border-slate-200 pb-4 text-center">
        <p className="text-lg font-semibold text-slate-900">{college}</p>
        <PageHeading
          id={headingId}
          title="Fee Receipt"
          documentTitle={`Receipt ${receipt.number}`}
          className="mt-1"
        />
      </header>
      {receipt.cancelled && (
        <p className="flex items-center justify-center gap-2 rounded-lg border-2 border-red-700 p-3 text-center font-bold text-red-800 uppercase">
          <Ban aria-hidden="true" className="size-5 shrink-0" />
          Cancelled — this payment was reversed
        </p>
      )}
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Item label="Receipt number">{receipt.number}</Item>
        <Item label="Date">
          <time dateTime={receipt.date}>{formatDay(receipt.date)}</time>
        </Item>
        <Item label="Student">{receipt.student.name}</Item>
        <Item label="Student ID">{receipt.student.studentId}</Item>
        <Item label="Hostel">{receipt.hostel ?? '—'}</Item>
        <Item label="Room">{receipt.room ?? '—'}</Item>
        <Item label="Period">{receipt.period ?? '—'}</Item>
      </dl>
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">What the payment settled</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              Description
            </th>
            <th scope="col" className="w-32 py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index} className="border-b border-slate-100">
              <td className="py-2 pr-2 text-slate-900">{line.description}</td>
              <td className="py-2 text-right text-slate-900 tabular-nums">
                {formatRupees(line.amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold text-slate-900">
            <th scope="row" className="py-2 pr-2">
              Total
            </th>
            <td className="py-2 text-right tabular-nums">{formatRupees(receipt.amount)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="text-sm text-slate-900">
        <span className="text-slate-600">Amount in words: </span>
        <span className="font-medium">{receipt.amountInWords}</span>
      </p>
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <Item label="Method">{receipt.method}</Item>
        <Item label="Reference">{receipt.reference ?? '—'}</Item>
        <Item label="Received by">{receipt.receivedBy}</Item>
      </dl>
    </article>
  );
}

type ReceiptViewProps = {
  of: ReceiptOf;
  id: string;
  backTo: string;
  /** The office's page of the ledger the payment is on, a deleted student's too. */
  ledgerPath?: (studentId: string) => string;
};

/**
 * A payment's receipt in the college's name, to print (the page's own print styles leave only
 * the document, on A4) or to download as the server's PDF. A reversed payment's receipt still
 * shows, marked cancelled.
 */
export function ReceiptView({ of, id, backTo, ledgerPath }: ReceiptViewProps) {
  const receipt = useReceipt(of, id);
  // The college's name is printed on it: the receipt waits for the real one, not the fallback.
  const config = useQuery(getConfigQueryOptions());
  const [downloading, setDownloading] = useState(false);

  async function download(number: string) {
    setDownloading(true);
    try {
      await downloadReceiptPdf(of, id, number);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to download the receipt'));
    } finally {
      setDownloading(false);
    }
  }

  const ready = receipt.data && (config.data || config.isError);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <TextLink to={backTo}>Back to Fees</TextLink>
          {ledgerPath && receipt.data && (
            <TextLink
              to={ledgerPath(receipt.data.student._id)}
              className="min-w-0 [overflow-wrap:anywhere]"
            >
              Ledger of {receipt.data.student.name}
            </TextLink>
          )}
        </div>
        {receipt.data && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button
              variant="secondary"
              disabled={downloading}
              onClick={() => void download(receipt.data.number)}
            >
              <Download aria-hidden="true" className="size-4" />
              {downloading ? 'Downloading...' : 'Download PDF'}
            </Button>
          </div>
        )}
      </div>
      {receipt.isError && !receipt.data ? (
        <QueryLoadError query={receipt} message={m.receiptNotFound} />
      ) : ready ? (
        <ReceiptDocument
          receipt={receipt.data}
          college={(config.data ?? defaultConfig).collegeName}
        />
      ) : (
        <Spinner label="Loading the receipt" className="py-16" />
      )}
    </div>
  );
}
