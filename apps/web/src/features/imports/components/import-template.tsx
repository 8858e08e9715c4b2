import { Download } from 'lucide-react';
import { useState } from 'react';
import { ROOM_IMPORT_COLUMNS, STUDENT_IMPORT_COLUMNS, type ImportKind } from '@hms/shared/imports';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { downloadTemplate } from '../api/download-template';

const columnsOf = { students: STUDENT_IMPORT_COLUMNS, rooms: ROOM_IMPORT_COLUMNS } as const;

function names(columns: readonly { name: string }[]): string {
  return columns.map((column) => column.name).join(', ');
}

/** The columns a kind's file needs, and the template that has them in order. */
export function ImportTemplate({ kind }: { kind: ImportKind }) {
  const [downloading, setDownloading] = useState(false);
  const columns = columnsOf[kind];
  const optional = columns.filter((column) => !column.required);

  async function download() {
    setDownloading(true);
    try {
      await downloadTemplate(kind);
    } catch (error) {
      toast.error(getErrorMessage(error, 'Failed to download the template'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 p-3">
      <p className="min-w-0 flex-1 basis-64 text-sm text-slate-700">
        Columns: {names(columns.filter((column) => column.required))}
        {optional.length > 0 && `; optional: ${names(optional)}`}. The first line names them.
      </p>
      <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
        <Download aria-hidden="true" className="size-4" />
        {downloading ? 'Downloading...' : 'Download template'}
      </Button>
    </div>
  );
}
