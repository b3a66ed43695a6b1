import type { LaporanImportResult, LaporanSaveImportResult } from '@gratifikasi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** The UPG import's calls: template download, the dry run (row report) and the save (all or nothing). */
export function downloadLaporanImportTemplate(): Promise<void> {
  return api.download('laporan/import-template');
}

/** `POST laporan/import`: the row-by-row report of a file; nothing is written. */
export function useCheckLaporanImport() {
  return useMutation({
    mutationFn: async (file: File) => {
      // Silent: the screen shows the failure itself (a 422 on the file, e.g. missing columns).
      const body = await api.upload<LaporanImportResult>('laporan/import', file, {}, { silent: true });
      return { result: body.data, message: body.message };
    },
  });
}

/** `POST laporan/save-import`: every report submitted at once, or a 422 with the row report and nothing saved. */
export function useSaveLaporanImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = await api.upload<LaporanSaveImportResult>(
        'laporan/save-import',
        file,
        {},
        { silent: true },
      );
      return { result: body.data, message: body.message };
    },
    // The report lists and counts (features/laporan) are keyed under 'laporan'.
    onSuccess: () => client.invalidateQueries({ queryKey: ['laporan'] }),
  });
}
