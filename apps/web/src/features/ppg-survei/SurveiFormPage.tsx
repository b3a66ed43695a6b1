import {
  JENIS_SURVEI,
  JENIS_SURVEI_LABELS,
  type SurveiDetail,
  type SurveiIsi,
  surveiIsiSchema,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Select, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodRule } from '@/ui/zodRule';
import { useCreateSurvei, useEditSurvei, useSurvei } from './api';
import { Builder } from './Builder';
import { SurveiTidakTampil } from './parts';

const shape = surveiIsiSchema.shape;

function SurveiForm({ detail }: { detail?: SurveiDetail }) {
  const [form] = Form.useForm<SurveiIsi>();
  const create = useCreateSurvei();
  const edit = useEditSurvei(detail?.id ?? 0);
  const navigate = useNavigate();
  const submit = async (values: SurveiIsi) => {
    const body = { ...values, deskripsi: values.deskripsi || null };
    try {
      if (detail) {
        await edit.mutateAsync({ ...body, versi: detail.version });
        notify.success('Survei disimpan');
      } else {
        const saved = await create.mutateAsync(body);
        notify.success('Survei dibuat; tambahkan pertanyaannya');
        navigate(buildPath('kpk-kpk-survey-creator-edit', { id: saved.id }));
      }
    } catch {
      // Shown by the api client (422 under the fields, 409 when it changed meanwhile).
    }
  };
  return (
    <Card size="small" title="Survei">
      <Form<SurveiIsi>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          detail ? { judul: detail.judul, deskripsi: detail.deskripsi, jenis: detail.jenis } : undefined
        }
        style={{ maxWidth: 720 }}
      >
        <Form.Item name="judul" label="Judul" rules={[zodRule(shape.judul)]}>
          <Input maxLength={255} showCount />
        </Form.Item>
        <Form.Item name="jenis" label="Jenis survei" rules={[zodRule(shape.jenis)]}>
          <Select
            aria-label="Jenis survei"
            placeholder="Pilih jenis survei"
            options={JENIS_SURVEI.map((j) => ({ value: j, label: JENIS_SURVEI_LABELS[j] }))}
          />
        </Form.Item>
        <Form.Item name="deskripsi" label="Deskripsi (tampil bagi responden)">
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
          {detail ? 'Simpan' : 'Buat survei'}
        </Button>
      </Form>
    </Card>
  );
}

/** `kpk-survey-creator-create`: the survey's own fields; its questions are built on the edit page next. */
export function SurveiCreatePage() {
  return (
    <>
      <PageHeader
        title="Buat Survei"
        extra={<LinkButton to={buildPath('kpk-kpk-survey-creator-list')}>Kembali ke daftar</LinkButton>}
      />
      <SurveiForm />
    </>
  );
}

/** `kpk-survey-creator-edit/:id`: the fields and the builder (sections, questions, drag to reorder). */
export function SurveiEditPage() {
  const id = Number(useParams().id);
  const survei = useSurvei(id);
  const detailPath = buildPath('kpk-kpk-survey-creator-detail', { id });
  const back = <LinkButton to={detailPath}>Selesai</LinkButton>;
  if (survei.isLoading) return <Skeleton active />;
  if (!survei.data)
    return <SurveiTidakTampil error={survei.error} retry={() => void survei.refetch()} back={back} />;
  const d = survei.data;
  return (
    <>
      <PageHeader
        title={`Ubah Survei: ${d.judul}`}
        subtitle={`${d.jenis_label} · versi ${d.versi_ke}`}
        extra={back}
      />
      {d.dapat_diubah ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <SurveiForm detail={d} />
          <Builder survei={d} />
        </Space>
      ) : (
        <Alert
          type="info"
          showIcon
          title={
            d.terjawab
              ? 'Survei ini sudah dijawab; pertanyaannya terkunci. Buat versi baru dari halaman detail untuk mengubahnya.'
              : 'Survei hanya dapat diubah penyusunnya selama masih draf atau dikembalikan.'
          }
        />
      )}
    </>
  );
}
