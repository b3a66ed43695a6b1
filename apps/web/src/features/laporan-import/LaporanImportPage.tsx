import { DownloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import {
  buildPath,
  LAPORAN_IMPORT_MAX_ROWS,
  type LaporanImportResult,
  type LaporanImportRow,
  type LaporanSaveImportResult,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Flex, Result, Typography, Upload } from 'antd';
import { useState } from 'react';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { downloadLaporanImportTemplate, useCheckLaporanImport, useSaveLaporanImport } from './api';
import { ImportReportTable } from './ImportReportTable';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Failure {
  status?: unknown;
  message?: unknown;
  errors?: unknown;
}

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

function failureOf(error: unknown): { message: string; errors: Record<string, string[]> | null } {
  const f = (error ?? {}) as Failure;
  const errors =
    f.status === 422 && f.errors && typeof f.errors === 'object'
      ? (f.errors as Record<string, string[]>)
      : null;
  return { message: typeof f.message === 'string' ? f.message : 'Impor gagal', errors };
}

/** /upg/laporan-import: template, upload, the row-by-row check, then "Simpan" (only when every row is valid). */
export function LaporanImportPage() {
  const check = useCheckLaporanImport();
  const save = useSaveLaporanImport();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ result: LaporanImportResult; message?: string } | null>(null);
  const [failure, setFailure] = useState<{
    message: string;
    file: string[];
    rows: LaporanImportRow[];
  } | null>(null);
  const [saved, setSaved] = useState<LaporanSaveImportResult | null>(null);
  const listPath = buildPath('upg-laporan');

  const reset = () => {
    setFile(null);
    setReport(null);
    setFailure(null);
    setSaved(null);
  };

  const keyOf = (row: number) => report?.result.rows.find((r) => r.row === row)?.key ?? '';
  const fail = (error: unknown) => {
    const { message, errors } = failureOf(error);
    const { rows, file: fileErrors } = rowsFromErrors(errors ?? {}, keyOf);
    setFailure({ message, file: fileErrors, rows });
  };

  const choose = async (chosen: File) => {
    reset();
    setFile(chosen);
    try {
      setReport(await check.mutateAsync(chosen));
    } catch (error) {
      fail(error);
    }
  };

  const submit = async () => {
    if (!file) return;
    setFailure(null);
    try {
      setSaved((await save.mutateAsync(file)).result);
    } catch (error) {
      fail(error);
      setReport(null);
    }
  };

  if (saved) {
    return (
      <Result
        status="success"
        title={`${saved.created} laporan berhasil disimpan`}
        subTitle="Laporan diterima UPG dan menunggu diteruskan ke KPK."
        extra={[
          <LinkButton key="list" type="primary" to={listPath}>
            Lihat daftar laporan
          </LinkButton>,
          <Button key="again" onClick={reset}>
            Impor berkas lain
          </Button>,
        ]}
      >
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {saved.laporan.map((l) => (
            <li key={l.id}>
              {l.key}: <Typography.Text strong>{l.nosig ?? '-'}</Typography.Text>
            </li>
          ))}
        </ul>
      </Result>
    );
  }

  const result = report?.result;
  return (
    <>
      <PageHeader
        title="Impor Laporan dari Excel"
        subtitle="Laporan gratifikasi pegawai yang dihimpun UPG, diunggah sekaligus."
        extra={<LinkButton to={listPath}>Daftar Laporan</LinkButton>}
      />
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            1. Unduh templat dan isi sheet <b>Laporan</b> (satu baris per rincian objek; baris dengan
            no_laporan_impor yang sama menjadi satu laporan; maksimal {LAPORAN_IMPORT_MAX_ROWS} baris). Kode
            yang berlaku ada di sheet <b>Petunjuk</b>. Pelapor harus sudah terdaftar di UPG Anda.
            <br />
            2. Unggah berkas untuk diperiksa. 3. Bila semua baris valid, tekan <b>Simpan</b>. Bila ada satu
            baris tidak valid, tidak ada laporan yang disimpan.
          </Typography.Paragraph>
          <Flex gap={8} wrap align="center">
            <Button
              icon={<DownloadOutlined />}
              onClick={() => downloadLaporanImportTemplate().catch(() => undefined)}
            >
              Unduh templat
            </Button>
            <Upload
              accept={`.xlsx,${XLSX_TYPE}`}
              showUploadList={false}
              beforeUpload={(chosen) => {
                void choose(chosen);
                // The upload goes through the api client, not antd's own request.
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={check.isPending}>
                {file ? 'Unggah berkas lain' : 'Unggah berkas Excel'}
              </Button>
            </Upload>
            {file ? <Typography.Text type="secondary">{file.name}</Typography.Text> : null}
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!file || !result?.valid}
              loading={save.isPending}
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
                  ? `Semua ${result.total_rows} baris valid (${result.total_laporan ?? 0} laporan). Tekan Simpan untuk menyimpan.`
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
          {result ? <ImportReportTable rows={result.rows} /> : null}
          {failure && failure.rows.length > 0 ? <ImportReportTable rows={failure.rows} /> : null}
        </Flex>
      </Card>
    </>
  );
}
