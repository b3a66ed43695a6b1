/** Bytes as the Indonesian UI shows them: 512 B, 1,5 KB, 2,3 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** Readable names of the record types files attach to; an unknown type shows as it is. */
const TYPE_LABELS: Record<string, string> = {
  laporan: 'Laporan',
  rincian_laporan: 'Rincian Laporan',
  pelapor: 'Pelapor',
  user: 'Pengguna',
  users: 'Pengguna',
};

export const typeLabel = (type: string) => TYPE_LABELS[type] ?? type;
