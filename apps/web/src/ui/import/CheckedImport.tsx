import { DownloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import type { LaporanImportResult, LaporanImportRow } from '@gratifikasi/domain';
import { Alert, Button, Flex, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { ImportReportTable } from './ImportReportTable';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The row report a 422 carries: errors keyed '<row>.<column>' (a key without a row is about the file). */
export function rowsFromErrors(
  errors: Record<string, readonly string[]>,
  keyOf: (row: number) => string = () => '',
): { rows: LaporanImportRow[]; file: string[] } {
  const byRow = new Map<number, string[]>();
  const file: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^(\d+)\.(.+)$/.exec(key);
    if (!match) {
      file.push(...messages);
      continue;
    }
    const row = Number(match[1]);
    byRow.set(row, [...(byRow.get(row) ?? []), ...messages.map((m) => `${match[2]}: ${m}`)]);
  }
  const rows = [...byRow.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([row, list]) => ({ row, key: keyOf(row), errors: list }));
  return { rows, file };
}

/** A failed call as the panel shows it: the server's message and, for a 422, its errors by field. */
function failureOf(error: unknown): { message: string; errors: Record<string, string[]> | null } {
  const f = (error ?? {}) as { status?: unknown; message?: unknown; errors?: unknown };
  const errors =
    f.status === 422 && f.errors && typeof f.errors === 'object'
      ? (f.errors as Record<string, string[]>)
      : null;
  return { message: typeof f.message === 'string' ? f.message : 'Impor gagal', errors };
}

interface CheckedImportProps {
  /** What to fill and what happens, above the buttons. */
  instructions: ReactNode;
  onTemplate: () => Promise<void>;
  /** Reads the file row by row; nothing is written. */
  check: (file: File) => Promise<LaporanImportResult>;
  checking: boolean;
  /** Writes every row or none; a 422 comes back as a row report. */
  save: (file: File) => Promise<void>;
  saving: boolean;
  /** The success line once every row is valid. */
  validTitle: (result: LaporanImportResult) => string;
  /** The column of the key grouping rows (e.g. "No. Laporan Impor"), when the import has one. */
  keyTitle?: string;
  /** The file types taken (default .xlsx) and how the upload button names them (default "Excel"). */
  accept?: string;
  fileLabel?: string;
}

/**
 * An Excel import checked before it is saved: the template, the upload and its row-by-row check, then "Simpan" only
 * when every row is valid — all rows at once, or none. One panel for every such import (reports, dissemination).
 */
export function CheckedImport({
  instructions,
  onTemplate,
  check,
  checking,
  save,
  saving,
  validTitle,
  keyTitle,
  accept = `.xlsx,${XLSX_TYPE}`,
  fileLabel = 'Excel',
}: CheckedImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<LaporanImportResult | null>(null);
  const [failure, setFailure] = useState<{
    message: string;
    file: string[];
    rows: LaporanImportRow[];
  } | null>(null);

  const keyOf = (row: number) => result?.rows.find((r) => r.row === row)?.key ?? '';
  const fail = (error: unknown) => {
    const { message, errors } = failureOf(error);
    const { rows, file: fileErrors } = rowsFromErrors(errors ?? {}, keyOf);
    setFailure({ message, file: fileErrors, rows });
  };
  const choose = async (chosen: File) => {
    setResult(null);
    setFailure(null);
    setFile(chosen);
    try {
      setResult(await check(chosen));
    } catch (error) {
      fail(error);
    }
  };
  const submit = async () => {
    if (!file) return;
    setFailure(null);
    try {
      await save(file);
    } catch (error) {
      fail(error);
      setResult(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      {instructions}
      <Flex gap={8} wrap align="center">
        <Button icon={<DownloadOutlined />} onClick={() => onTemplate().catch(() => undefined)}>
          Unduh templat
        </Button>
        <Upload
          accept={accept}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void choose(chosen);
            // The upload goes through the api client, not antd's own request.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={checking}>
            {file ? 'Unggah berkas lain' : `Unggah berkas ${fileLabel}`}
          </Button>
        </Upload>
        {file ? <Typography.Text type="secondary">{file.name}</Typography.Text> : null}
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!file || !result?.valid}
          loading={saving}
          onClick={() => void submit()}
        >
          Simpan
        </Button>
      </Flex>
      {result ? (
        <Alert
          type={result.valid ? 'success' : 'error'}
          showIcon
          title={
            result.valid
              ? validTitle(result)
              : `${result.total_rows - result.valid_rows} dari ${result.total_rows} baris tidak valid. Perbaiki berkas lalu unggah kembali.`
          }
        />
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure.message}
          description={failure.file.length > 0 ? failure.file.join(', ') : undefined}
        />
      ) : null}
      {result ? <ImportReportTable rows={result.rows} keyTitle={keyTitle} /> : null}
      {failure && failure.rows.length > 0 ? (
        <ImportReportTable rows={failure.rows} keyTitle={keyTitle} />
      ) : null}
    </Flex>
  );
}
