import {
  type DokumenPublikIsi,
  type DokumenPublikKelolaDetail,
  dokumenPublikIsiSchema,
} from '@gratifikasi/domain';
import { Button, Card, DatePicker, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodRule } from '@/ui/zodRule';
import { useJenisDokumen } from '../situs-publik/api';
import { useCreateDokumen, useDokumenKelola, useEditDokumen } from './api';
import { BerkasInput, DokumenTidakTampil } from './parts';

type Values = Omit<DokumenPublikIsi, 'tanggal_dokumen'> & { tanggal_dokumen?: Dayjs };
const shape = dokumenPublikIsiSchema.shape;

function DokumenForm({ detail }: { detail?: DokumenPublikKelolaDetail }) {
  const [form] = Form.useForm<Values>();
  const jenis = useJenisDokumen();
  const create = useCreateDokumen();
  const edit = useEditDokumen(detail?.id ?? 0);
  const navigate = useNavigate();
  const submit = async (values: Values) => {
    const body: DokumenPublikIsi = {
      ...values,
      nomor: values.nomor || null,
      tanggal_dokumen: values.tanggal_dokumen?.format('YYYY-MM-DD') ?? '',
    };
    try {
      const saved = detail
        ? await edit.mutateAsync({ ...body, versi: detail.version })
        : await create.mutateAsync(body);
      notify.success(detail ? 'Dokumen publik disimpan' : 'Dokumen publik disimpan sebagai draf');
      navigate(buildPath('kpk-kpk-public-doc-detail', { id: saved.id }));
    } catch {
      // Shown by the api client (422 under the fields, 409 when it changed meanwhile).
    }
  };
  return (
    <Card size="small" title="Dokumen">
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          detail
            ? {
                jenis_publikasi_dokumen_id: detail.jenis.id,
                judul: detail.judul,
                nomor: detail.nomor,
                tanggal_dokumen: dayjs(detail.tanggal_dokumen),
                ringkasan: detail.ringkasan ?? '',
                berkas_url: detail.berkas_url,
              }
            : undefined
        }
        style={{ maxWidth: 720 }}
      >
        <Form.Item
          name="jenis_publikasi_dokumen_id"
          label="Jenis Publikasi"
          rules={[zodRule(shape.jenis_publikasi_dokumen_id)]}
        >
          <Select
            loading={jenis.isFetching}
            placeholder="Pilih jenis publikasi"
            options={(jenis.data ?? []).map((j) => ({ value: j.id, label: j.nama }))}
          />
        </Form.Item>
        <Form.Item name="judul" label="Judul" rules={[zodRule(shape.judul)]}>
          <Input maxLength={255} showCount />
        </Form.Item>
        <Form.Item name="nomor" label="Nomor (bila ada)">
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item
          name="tanggal_dokumen"
          label="Tanggal Dokumen"
          extra="Tahun dokumen mengikuti tanggal ini."
          rules={[{ required: true, message: 'Tanggal dokumen wajib diisi' }]}
        >
          <DatePicker format="DD-MM-YYYY" />
        </Form.Item>
        <Form.Item name="ringkasan" label="Ringkasan" rules={[zodRule(shape.ringkasan)]}>
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="berkas_url" label="Berkas" rules={[zodRule(shape.berkas_url)]}>
          <BerkasInput />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
            Simpan Draf
          </Button>
          <LinkButton
            to={
              detail
                ? buildPath('kpk-kpk-public-doc-detail', { id: detail.id })
                : buildPath('kpk-kpk-public-doc-list')
            }
          >
            Batal
          </LinkButton>
        </Space>
      </Form>
    </Card>
  );
}

/** `kpk-public-doc-create`: a new draft; it is sent for approval from its detail page. */
export function DokumenCreatePage() {
  return (
    <>
      <PageHeader
        title="Buat Dokumen Publik"
        subtitle="Disimpan sebagai draf; tampil untuk publik setelah diajukan dan disetujui group head PPG."
        extra={<LinkButton to={buildPath('kpk-kpk-public-doc-list')}>Kembali ke daftar</LinkButton>}
      />
      <DokumenForm />
    </>
  );
}

/** `kpk-public-doc-edit/:id`: its author changes a draft or a returned document. */
export function DokumenEditPage() {
  const id = Number(useParams().id);
  const doc = useDokumenKelola(id);
  const back = <LinkButton to={buildPath('kpk-kpk-public-doc-list')}>Kembali ke daftar</LinkButton>;
  if (doc.isLoading) return <Skeleton active />;
  if (!doc.data) return <DokumenTidakTampil error={doc.error} retry={() => void doc.refetch()} back={back} />;
  if (!doc.data.dapat_diubah) {
    return (
      <Result
        status="warning"
        title="Dokumen ini tidak dapat diubah"
        subTitle="Hanya penyusunnya yang dapat mengubah dokumen selama masih draf atau dikembalikan."
        extra={<LinkButton to={buildPath('kpk-kpk-public-doc-detail', { id })}>Lihat dokumen</LinkButton>}
      />
    );
  }
  return (
    <>
      <PageHeader title="Ubah Dokumen Publik" subtitle={doc.data.judul} extra={back} />
      <DokumenForm detail={doc.data} />
    </>
  );
}
