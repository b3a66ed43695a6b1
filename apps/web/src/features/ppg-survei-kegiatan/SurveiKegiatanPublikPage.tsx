import {
  formatDate,
  identitasRespondenError,
  JENIS_IDENTITAS,
  validasiJawabanSurvei,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Radio, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { Isian } from '../ppg-survei/Jawab';
import { type SurveiPublik, useIsiSurvei, useSurveiPublik } from './api';

const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';
type Identitas = { nama: string; jenis_identitas: 'NIK' | 'NIP'; nomor_identitas: string };

const wrap = (children: React.ReactNode) => (
  <div style={{ maxWidth: 560, margin: '0 auto', padding: 16 }}>{children}</div>
);

/** The survey's questions by section, each answer checked with the domain's rules, errors under their question. */
function Pertanyaan({
  d,
  jawaban,
  errors,
  onChange,
}: {
  d: SurveiPublik;
  jawaban: Record<string, unknown>;
  errors: Record<string, string>;
  onChange: (id: number, v: unknown) => void;
}) {
  let nomor = 0;
  return (
    <>
      {d.bagian.map((b) => (
        <Card key={b.id} size="small" title={b.judul}>
          {b.pertanyaan.map((q) => {
            nomor += 1;
            const err = errors[String(q.id)];
            return (
              <Form.Item
                key={q.id}
                label={`${nomor}. ${q.teks}`}
                required={q.wajib}
                validateStatus={err ? 'error' : undefined}
                help={err}
              >
                <Isian
                  q={q}
                  value={jawaban[String(q.id)]}
                  disabled={false}
                  onChange={(v) => onChange(q.id, v)}
                />
              </Form.Item>
            );
          })}
        </Card>
      ))}
    </>
  );
}

/**
 * `/kegiatan/survey/:token`: an activity's evaluation, pre-test or post-test, opened from the session's QR code
 * without login, on a phone. The respondent is their NIK/NIP (as at attendance): a second answer of the same
 * person reads "sudah tercatat"; a link outside its window, the expired-link message.
 */
export function SurveiKegiatanPublikPage() {
  const token = useParams().token ?? '';
  const info = useSurveiPublik(token);
  const isi = useIsiSurvei(token);
  const [form] = Form.useForm<Identitas>();
  const [jawaban, setJawaban] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [selesai, setSelesai] = useState<{ baru: boolean; message: string } | null>(null);
  if (info.isLoading) return wrap(<Skeleton active />);
  if (!info.data) {
    const message = info.error instanceof ApiError ? info.error.message : EXPIRED;
    return wrap(
      <Result
        status="warning"
        title="Survei tidak dapat dibuka"
        subTitle={message}
        extra={<LinkButton to={buildPath('landing')}>Beranda</LinkButton>}
      />,
    );
  }
  const d = info.data;
  if (selesai) {
    return wrap(
      <Result
        status={selesai.baru ? 'success' : 'info'}
        title={selesai.baru ? 'Jawaban tercatat' : 'Sudah tercatat'}
        subTitle={`${selesai.message}. ${d.judul} — ${d.sesi}`}
      />,
    );
  }
  const questions = d.bagian.flatMap((b) => b.pertanyaan);
  const submit = async (v: Identitas) => {
    const local = validasiJawabanSurvei(questions, jawaban, true);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      notify.error('Lengkapi jawaban yang ditandai sebelum mengirim');
      return;
    }
    try {
      const res = await isi.mutateAsync({ ...v, jawaban });
      setSelesai({ baru: res.data.baru, message: res.message ?? 'Jawaban Anda telah tercatat' });
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        const map = Object.entries(e.errors);
        setErrors(
          Object.fromEntries(
            map
              .filter(([k]) => k.startsWith('jawaban.'))
              .map(([k, m]) => [k.replace(/^jawaban\./, ''), (m as string[])[0] ?? '']),
          ),
        );
        form.setFields(
          map
            .filter(([k]) => !k.startsWith('jawaban.'))
            .map(([name, errs]) => ({ name: name as never, errors: errs })),
        );
      }
    }
  };
  return wrap(
    <Form<Identitas>
      form={form}
      layout="vertical"
      name="survei-kegiatan"
      onFinish={submit}
      initialValues={{ jenis_identitas: 'NIK' }}
      requiredMark={false}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Typography.Text type="secondary">{d.jenis_label}</Typography.Text>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {d.judul}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {d.sesi} — {d.kegiatan}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{formatDate(d.tanggal)}</Typography.Text>
          {d.deskripsi ? (
            <Typography.Paragraph style={{ marginTop: 8 }}>{d.deskripsi}</Typography.Paragraph>
          ) : null}
        </Card>
        <Card size="small" title="Identitas responden">
          <Form.Item
            name="nama"
            label="Nama lengkap"
            rules={[{ required: true, whitespace: true, message: 'Nama wajib diisi' }]}
          >
            <Input autoComplete="name" maxLength={150} />
          </Form.Item>
          <Form.Item name="jenis_identitas" label="Jenis identitas">
            <Radio.Group options={JENIS_IDENTITAS.map((j) => ({ value: j, label: j }))} optionType="button" />
          </Form.Item>
          <Form.Item
            name="nomor_identitas"
            label="Nomor NIK / NIP (sama dengan saat presensi)"
            dependencies={['jenis_identitas']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_r, v) => {
                  const why = identitasRespondenError(getFieldValue('jenis_identitas'), String(v ?? ''));
                  if (why) throw new Error(why);
                },
              }),
            ]}
          >
            <Input inputMode="numeric" maxLength={22} />
          </Form.Item>
        </Card>
        <Pertanyaan
          d={d}
          jawaban={jawaban}
          errors={errors}
          onChange={(id, v) => setJawaban((prev) => ({ ...prev, [String(id)]: v }))}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={isi.isPending}>
          Kirim jawaban
        </Button>
        <Alert
          type="info"
          showIcon
          message={`Survei dibuka sampai ${new Date(d.berakhir).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB. Setiap peserta mengisi satu kali.`}
        />
      </Space>
    </Form>,
  );
}
