import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

type ExportCsvButtonProps = {
  /** Downloads the list with the filters on screen now. */
  download: () => Promise<void>;
  /** The toast when it fails without a message from the server. */
  failure: string;
  /** The button's words, and what it says while the file downloads. */
  label?: { idle: string; busy: string };
};

const exportLabel = { idle: 'Export CSV', busy: 'Exporting...' };

/**
 * "Export CSV": the list as a file, every page, with the filters on screen. Disabled while the
 * file downloads, which for a campus's list takes some seconds.
 */
export function ExportCsvButton({ download, failure, label = exportLabel }: ExportCsvButtonProps) {
  const [exporting, setExporting] = useState(false);

  async function run() {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      toast.error(getErrorMessage(error, failure));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button variant="secondary" onClick={() => void run()} disabled={exporting}>
      <Download aria-hidden="true" className="size-4" />
      {exporting ? label.busy : label.idle}
    </Button>
  );
}
