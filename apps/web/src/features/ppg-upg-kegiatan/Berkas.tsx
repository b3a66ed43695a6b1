import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { MediaInfoDto } from '@gratifikasi/domain';
import { Button, Empty, List, Upload } from 'antd';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useBerkas } from './api';

interface BerkasProps {
  /** e.g. 'diseminasi/12/dokumentasi'. */
  base: string;
  files: readonly MediaInfoDto[];
  /** The query key to refresh after a change (the record's detail). */
  invalidate: readonly unknown[];
  editable: boolean;
  noun: string;
}

/** A record's files: download for every reader; upload and removal (confirmed) for the UPG. */
export function Berkas({ base, files, invalidate, editable, noun }: BerkasProps) {
  const berkas = useBerkas(base, invalidate);
  return (
    <>
      {editable ? (
        <Upload
          accept=".jpg,.jpeg,.png,.webp,.pdf,.docx,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            berkas.upload
              .mutateAsync(file)
              .then(() => notify.success('Berkas berhasil diunggah'))
              .catch(() => undefined);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={berkas.upload.isPending} style={{ marginBottom: 12 }}>
            Unggah {noun}
          </Button>
        </Upload>
      ) : null}
      {files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Belum ada ${noun}`} />
      ) : (
        <List
          size="small"
          dataSource={[...files]}
          renderItem={(f) => (
            <List.Item
              actions={[
                <Button
                  key="unduh"
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={`Unduh ${f.original_name}`}
                  onClick={() => berkas.download(f.id).catch(() => undefined)}
                />,
                ...(editable
                  ? [
                      <ConfirmButton
                        key="hapus"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Hapus ${f.original_name}`}
                        confirm={`Hapus berkas ${f.original_name}?`}
                        onConfirm={() => berkas.remove.mutateAsync(f.id)}
                      />,
                    ]
                  : []),
              ]}
            >
              {f.original_name}{' '}
              <span style={{ color: '#666' }}>({Math.max(1, Math.round(f.size / 1024))} KB)</span>
            </List.Item>
          )}
        />
      )}
    </>
  );
}
