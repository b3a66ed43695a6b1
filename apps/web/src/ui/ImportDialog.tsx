import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';

/** One failing cell of an import: row number of the sheet, column label and message. */
export interface ImportProblem {
  key: string;
  row: number;
  column: string;
  message: string;
}

export interface ImportResult {
  inserted: number;
  message?: string;
}

interface ImportDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onTemplate: () => Promise<void>;
  onUpload: (file: File) => Promise<ImportResult>;
  /** Label of a column by its field name (the report shows labels). */
  columnLabel?: (field: string) => string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FailureShape {
  status?: unknown;
  message?: unknown;
  errors?: unknown;
  body?: unknown;
}

/** The server's own message (the api client words a 422 from its field errors; the header says more). */
function headerMessage(failure: FailureShape): string {
  const body = failure.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return String(failure.message ?? 'Impor gagal');
}

/** The row report of a 422 import answer: errors keyed '<row>.<field>' (a key without a row is row 0). */
export function importProblems(
  errors: Record<string, readonly string[]>,
  columnLabel: (field: string) => string = (f) => f,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const match = /^(\d+)\.(.+)$/.exec(key);
    const row = match ? Number(match[1]) : 0;
    const field = match ? match[2]! : key;
    messages.forEach((message, i) => {
      problems.push({ key: `${key}#${i}`, row, column: columnLabel(field), message });
    });
  }
  return problems.sort((a, b) => a.row - b.row);
}

/** Excel import: download the template, upload a filled .xlsx, read the row report when rows fail. */
export function ImportDialog({ open, title, onClose, onTemplate, onUpload, columnLabel }: ImportDialogProps) {
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<{ message: string; problems: ImportProblem[] } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const close = () => {
    setReport(null);
    setDone(null);
    onClose();
  };

  const upload = async (file: File) => {
    setBusy(true);
    setReport(null);
    setDone(null);
    try {
      const result = await onUpload(file);
      setDone(result.message ?? `${result.inserted} data berhasil diimpor`);
    } catch (error) {
      const failure = error as FailureShape;
      const message = headerMessage(failure);
      const rows =
        failure.status === 422 && failure.errors && typeof failure.errors === 'object'
          ? importProblems(failure.errors as Record<string, string[]>, columnLabel)
          : [];
      setReport({ message, problems: rows });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      width={720}
      footer={<Button onClick={close}>Tutup</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Isi templat Excel lalu unggah berkasnya (.xlsx). Bila ada baris yang tidak valid, tidak ada data
          yang disimpan.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => onTemplate().catch(() => undefined)}>
            Unduh templat
          </Button>
          <Upload
            accept={`.xlsx,${XLSX_TYPE}`}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              // The upload goes through the api client, not antd's own request.
              return false;
            }}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={busy}>
              Unggah berkas Excel
            </Button>
          </Upload>
        </Flex>
        {done ? <Alert type="success" showIcon title={done} /> : null}
        {report ? (
          <>
            <Alert type="error" showIcon title={report.message} />
            {report.problems.length === 0 ? null : (
              <Table<ImportProblem>
                size="small"
                rowKey="key"
                dataSource={report.problems}
                pagination={report.problems.length > 10 ? { pageSize: 10 } : false}
                columns={[
                  { title: 'Baris', dataIndex: 'row', width: 80 },
                  { title: 'Kolom', dataIndex: 'column', width: 200 },
                  { title: 'Pesan', dataIndex: 'message' },
                ]}
              />
            )}
          </>
        ) : null}
      </Flex>
    </Modal>
  );
}
