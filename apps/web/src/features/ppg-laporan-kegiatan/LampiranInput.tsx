import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { LampiranLaporanKegiatan } from '@gratifikasi/domain';
import { Button, Image, Input, Select, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { uploadBerkasLaporan } from './api';

type Jenis = LampiranLaporanKegiatan['jenis'];
export const JENIS_LAMPIRAN: { value: Jenis; label: string }[] = [
  { value: 'DOKUMENTASI', label: 'Dokumentasi' },
  { value: 'LAMPIRAN', label: 'Lampiran' },
];
export const jenisLampiranLabel = (jenis: Jenis) => (jenis === 'DOKUMENTASI' ? 'Dokumentasi' : 'Lampiran');
const GAMBAR = /\.(png|jpe?g|gif|webp|bmp)(\?|$)/i;
export const isGambar = (url: string) => GAMBAR.test(url);

/**
 * The report's attachments: each file uploaded through the server's checks (`laporan-kegiatan/berkas`), shown by a
 * name the author may change and marked as documentation (a photo) or another attachment. A refused file shows the
 * server's message (the api client).
 */
export function LampiranInput({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: LampiranLaporanKegiatan[];
  onChange?: (value: LampiranLaporanKegiatan[]) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [jenis, setJenis] = useState<Jenis>('DOKUMENTASI');
  const ubah = (i: number, patch: Partial<LampiranLaporanKegiatan>) =>
    onChange?.(value.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    const baru: LampiranLaporanKegiatan[] = [];
    try {
      for (const file of files) {
        const stored = await uploadBerkasLaporan(file);
        baru.push({ nama: stored.original_name.slice(0, 200), url: stored.url, jenis });
      }
    } catch {
      // Shown by the api client (422: the file's type or size is refused).
    } finally {
      setBusy(false);
      if (baru.length) onChange?.([...value, ...baru]);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Select<Jenis>
          aria-label="Jenis lampiran"
          value={jenis}
          onChange={setJenis}
          options={JENIS_LAMPIRAN}
          style={{ width: 150 }}
        />
        <Button id={id} icon={<UploadOutlined />} loading={busy} onClick={() => fileInput.current?.click()}>
          Unggah berkas
        </Button>
        <Typography.Text type="secondary">
          Foto dokumentasi, PDF atau dokumen Office; maksimal 30.
        </Typography.Text>
      </Space>
      <input
        ref={fileInput}
        type="file"
        multiple
        accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,image/*"
        style={{ display: 'none' }}
        aria-label="Berkas lampiran"
        onChange={(e) => {
          void upload(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {value.length ? (
        <Table
          size="small"
          rowKey="url"
          pagination={false}
          dataSource={value}
          columns={[
            {
              key: 'berkas',
              title: 'Berkas',
              width: 90,
              render: (_, l) =>
                isGambar(l.url) ? (
                  <Image src={l.url} width={64} height={48} style={{ objectFit: 'cover' }} alt={l.nama} />
                ) : (
                  <Typography.Link href={l.url} target="_blank" rel="noopener">
                    Buka
                  </Typography.Link>
                ),
            },
            {
              key: 'nama',
              title: 'Nama',
              render: (_, l, i) => (
                <Input
                  aria-label={`Nama lampiran ${i + 1}`}
                  value={l.nama}
                  maxLength={200}
                  onChange={(e) => ubah(i, { nama: e.target.value })}
                />
              ),
            },
            {
              key: 'jenis',
              title: 'Jenis',
              width: 160,
              render: (_, l, i) => (
                <Select<Jenis>
                  aria-label={`Jenis lampiran ${i + 1}`}
                  value={l.jenis}
                  onChange={(v) => ubah(i, { jenis: v })}
                  options={JENIS_LAMPIRAN}
                  style={{ width: 140 }}
                />
              ),
            },
            {
              key: 'hapus',
              title: '',
              width: 48,
              render: (_, l, i) => (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Hapus ${l.nama}`}
                  onClick={() => onChange?.(value.filter((_x, j) => j !== i))}
                />
              ),
            },
          ]}
        />
      ) : null}
    </Space>
  );
}
