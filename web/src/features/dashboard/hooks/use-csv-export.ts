import { useCallback, useState } from 'react';
import { saveBlob } from '../../../lib/download';
import { isUnauthorized } from '../../../lib/api-call';
import type { DateFilter } from '../api/date-range';

/**
 * 'Esporta CSV': fetches the file for the range through the API client and saves it under its name.
 * Returns false on failure (the page shows 'Errore nell'esportazione').
 */
export function useCsvExport(
  exportCsv: (range: DateFilter) => Promise<Blob>,
  fileName: string,
  onUnauthorized: () => void,
) {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async (range: DateFilter): Promise<boolean> => {
      setExporting(true);
      try {
        const blob = await exportCsv(range);
        saveBlob(blob, fileName);
        return true;
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        return false;
      } finally {
        setExporting(false);
      }
    },
    [exportCsv, fileName, onUnauthorized],
  );
  return { exporting, exportCsv: run };
}
