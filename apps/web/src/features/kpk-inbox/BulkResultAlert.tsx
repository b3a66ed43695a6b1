import { Alert } from 'antd';
import type { BulkResult } from './api';

export interface ShownResult {
  result: BulkResult;
  /** What was done, e.g. 'didistribusikan ke Grup I'. */
  done: string;
  /** The report numbers by id, to name the failures. */
  labels: ReadonlyMap<number, string>;
}

/** The answer of a bulk action: how many went through, and each report that did not with its reason. */
export function BulkResultAlert({ shown, onClose }: { shown: ShownResult; onClose: () => void }) {
  const { berhasil, gagal } = shown.result;
  const type = gagal.length === 0 ? 'success' : berhasil.length > 0 ? 'warning' : 'error';
  const failed = gagal.length > 0 ? `; ${gagal.length} gagal` : '';
  const title = `${berhasil.length} laporan berhasil ${shown.done}${failed}`;
  return (
    <Alert
      type={type}
      showIcon
      closable={{ onClose, 'aria-label': 'Tutup' }}
      title={title}
      description={
        gagal.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {gagal.map((g) => (
              <li key={g.id}>
                <strong>{shown.labels.get(g.id) ?? `Laporan #${g.id}`}</strong>: {g.pesan}
              </li>
            ))}
          </ul>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}
