import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { type ProfilKlopDto, TAHAPAN_KLOP } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Empty, List, Space, Tag, Upload } from 'antd';
import type { ReactNode } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useDokumenUpg } from './api';
import { RencanaKerjaPanel } from './RencanaKerjaPanel';

const tgl = (s: string | null) => (s ? s.split('-').reverse().join('-') : '-');

/** The evidence files (dokumen UPG): download for every reader; upload and removal (confirmed) for the UPG. */
function DokumenUpg({ profil, editable }: { profil: ProfilKlopDto; editable: boolean }) {
  const berkas = useDokumenUpg(profil.id);
  return (
    <Card title="Dokumen UPG" style={{ marginBottom: 16 }}>
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
            Unggah dokumen
          </Button>
        </Upload>
      ) : null}
      {profil.dokumen_upg.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada dokumen" />
      ) : (
        <List
          size="small"
          dataSource={profil.dokumen_upg}
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
              {f.original_name}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/**
 * The institution's year as read: data, UPG decree and members, rule, commitment, contacts, stages, files, plan (the
 * overview shows the plan on a tab of its own: `tanpaRencana`).
 */
export function ProfilView({
  profil,
  editable,
  rencanaExtra,
  tanpaRencana = false,
}: {
  profil: ProfilKlopDto;
  editable: boolean;
  rencanaExtra?: ReactNode;
  tanpaRencana?: boolean;
}) {
  return (
    <>
      <Card title="Data Instansi" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Instansi">{profil.instansi.nama}</Descriptions.Item>
          <Descriptions.Item label="Jumlah Pegawai">
            {profil.jumlah_pegawai.toLocaleString('id-ID')}
          </Descriptions.Item>
          <Descriptions.Item label="Alamat">{profil.alamat ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Telepon">{profil.telepon ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Email">{profil.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Situs Web">{profil.website ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="SK Pembentukan UPG">
            {profil.sk_upg_nomor ?? '-'} ({tgl(profil.sk_upg_tanggal)})
          </Descriptions.Item>
          <Descriptions.Item label="Aturan Internal">{profil.aturan_internal?.nama ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Komitmen Pimpinan" span={2}>
            {profil.komitmen_pimpinan ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label="Anggota UPG" span={2}>
            {profil.anggota_upg.length
              ? profil.anggota_upg.map((a) => `${a.nama} (${a.jabatan})`).join('; ')
              : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="Kontak" span={2}>
            {profil.kontak.length
              ? profil.kontak
                  .map((k) => [k.nama, k.jabatan, k.telepon, k.email].filter(Boolean).join(', '))
                  .join('; ')
              : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Tahapan Pengendalian Gratifikasi" style={{ marginBottom: 16 }}>
        <List
          size="small"
          dataSource={[...TAHAPAN_KLOP]}
          renderItem={(t, i) => {
            const s = profil.tahapan[t.kode];
            return (
              <List.Item>
                <Space>
                  {`${i + 1}. ${t.nama}`}
                  <Tag color={s.selesai ? 'success' : 'default'}>{s.selesai ? 'Sudah' : 'Belum'}</Tag>
                  {s.keterangan ?? ''}
                </Space>
              </List.Item>
            );
          }}
        />
      </Card>
      <DokumenUpg profil={profil} editable={editable} />
      {tanpaRencana ? null : <RencanaKerjaPanel rencana={profil.rencana_kerja} extra={rencanaExtra} />}
    </>
  );
}
