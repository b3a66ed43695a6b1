import {
  type DraftLaporanKegiatan,
  type LampiranLaporanKegiatan,
  type LaporanKegiatanDetail,
  laporanKegiatanCreateSchema,
  laporanKegiatanEditSchema,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Col, Form, Input, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { zodRule } from '@/ui/zodRule';
import { useCreateLaporanKegiatan, useEditLaporanKegiatan } from './api';
import { LampiranInput } from './LampiranInput';
import { KegiatanCard, PesertaCard, SesiInfo } from './parts';

interface Values {
  ringkasan: string;
  hasil: string;
  tindak_lanjut?: string | null;
  sesi: { aktivitas_id: number; uraian: string }[];
  lampiran: LampiranLaporanKegiatan[];
}
const shape = laporanKegiatanCreateSchema.shape;
const uraianSchema = shape.sesi.unwrap().element.shape.uraian;

/** What the form starts from: a new report's draft, or the report being changed. */
export type SumberLaporan = Pick<DraftLaporanKegiatan, 'kegiatan' | 'sesi' | 'peserta'>;

/**
 * The report form: the activity and its sessions as recorded, a description of what was done in each session, the
 * participants read from attendance, the summary, results, follow-ups and attachments. Fields follow the schema's
 * rules and messages; a new report is saved as a draft and opened on its page.
 */
export function LaporanForm({ sumber, detail }: { sumber: SumberLaporan; detail?: LaporanKegiatanDetail }) {
  const [form] = Form.useForm<Values>();
  const create = useCreateLaporanKegiatan();
  const edit = useEditLaporanKegiatan(detail?.id ?? 0);
  const navigate = useNavigate();
  const [konflik, setKonflik] = useState<string | null>(null);
  const batal = detail
    ? buildPath('kpk-laporan-kegiatan-view', { id: detail.id })
    : buildPath('kpk-kegiatan-view', { id: sumber.kegiatan.id });

  const tolak = (pesan: string | undefined) => notify.error(pesan ?? 'Isian laporan belum lengkap');
  const submit = async (values: Values) => {
    const isi = {
      ringkasan: values.ringkasan,
      hasil: values.hasil,
      tindak_lanjut: values.tindak_lanjut || null,
      sesi: (values.sesi ?? []).map((s) => ({ aktivitas_id: s.aktivitas_id, uraian: s.uraian })),
      lampiran: values.lampiran ?? [],
    };
    setKonflik(null);
    try {
      let saved: { id: number };
      if (detail) {
        const checked = laporanKegiatanEditSchema.safeParse({ ...isi, versi: detail.versi });
        if (!checked.success) return tolak(checked.error.issues[0]?.message);
        saved = await edit.mutateAsync(checked.data);
      } else {
        const checked = laporanKegiatanCreateSchema.safeParse({ kegiatan_id: sumber.kegiatan.id, ...isi });
        if (!checked.success) return tolak(checked.error.issues[0]?.message);
        saved = await create.mutateAsync(checked.data);
      }
      notify.success(detail ? 'Laporan kegiatan disimpan' : 'Laporan kegiatan disimpan sebagai draf');
      navigate(buildPath('kpk-laporan-kegiatan-view', { id: saved.id }));
    } catch (error) {
      // The api client has shown it too; a conflict stays on the form so the author knows to reload.
      if (error instanceof ApiError && error.status === 409) setKonflik(error.message);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      scrollToFirstError
      initialValues={{
        ringkasan: detail?.ringkasan ?? '',
        hasil: detail?.hasil ?? '',
        tindak_lanjut: detail?.tindak_lanjut ?? '',
        sesi: sumber.sesi.map((s) => ({ aktivitas_id: s.aktivitas_id, uraian: s.uraian ?? '' })),
        lampiran: detail?.lampiran ?? [],
      }}
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            {konflik ? (
              <Alert
                type="error"
                showIcon
                title="Laporan telah berubah"
                description={konflik}
                action={
                  <Button size="small" onClick={() => window.location.reload()}>
                    Muat ulang
                  </Button>
                }
              />
            ) : null}
            <KegiatanCard kegiatan={sumber.kegiatan} />
            <Card size="small" title="Pelaksanaan sesi">
              {sumber.sesi.length === 0 ? (
                <Typography.Text type="secondary">Kegiatan ini tidak memiliki sesi.</Typography.Text>
              ) : (
                <Form.List name="sesi">
                  {(fields) =>
                    fields.map((field, i) => {
                      const s = sumber.sesi[i];
                      return s ? (
                        <div key={field.key} style={{ marginBottom: 12 }}>
                          <SesiInfo sesi={s} />
                          <Form.Item name={[field.name, 'aktivitas_id']} hidden>
                            <Input />
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'uraian']}
                            label={`Uraian pelaksanaan sesi: ${s.judul}`}
                            rules={[zodRule(uraianSchema)]}
                            style={{ marginTop: 8 }}
                          >
                            <Input.TextArea rows={3} maxLength={5000} showCount />
                          </Form.Item>
                        </div>
                      ) : null;
                    })
                  }
                </Form.List>
              )}
            </Card>
            <PesertaCard peserta={sumber.peserta} />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="Isi laporan">
            <Form.Item name="ringkasan" label="Ringkasan" rules={[zodRule(shape.ringkasan)]}>
              <Input.TextArea rows={5} maxLength={10000} showCount />
            </Form.Item>
            <Form.Item name="hasil" label="Hasil kegiatan" rules={[zodRule(shape.hasil)]}>
              <Input.TextArea rows={5} maxLength={10000} showCount />
            </Form.Item>
            <Form.Item name="tindak_lanjut" label="Tindak lanjut" rules={[zodRule(shape.tindak_lanjut)]}>
              <Input.TextArea rows={4} maxLength={10000} showCount />
            </Form.Item>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title="Dokumentasi dan lampiran">
            <Form.Item name="lampiran" rules={[zodRule(shape.lampiran)]} style={{ marginBottom: 0 }}>
              <LampiranInput />
            </Form.Item>
          </Card>
        </Col>
        <Col span={24}>
          <Space>
            <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
              {detail ? 'Simpan' : 'Simpan Draf'}
            </Button>
            <LinkButton to={batal}>Batal</LinkButton>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
