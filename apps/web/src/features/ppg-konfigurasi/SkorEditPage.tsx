import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { levelInputSchema } from '@gratifikasi/domain';
import { Button, Card, Col, Form, Input, InputNumber, Result, Row, Select, Skeleton, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodField } from '@/ui/zodRule';
import { useOpsi, useSimpanSkor, useSkorSet } from './api';
import { useKonfigurasiLinks } from './links';

interface LevelRow {
  kriteria_skor_monev_id: number | undefined;
  skor: number | undefined;
  deskripsi: string;
}
interface Values {
  catatan: string | null;
  levels: Record<string, LevelRow[]>;
}

/**
 * `edit-konfigurasi-skor-verifikasi/:id` and admin `konfigurasi-skor-verifikasis/edit/:id`: for each indicator of the
 * set in force, the levels a verifier may give — a criterion of the `kriteria-skor-monev` master and a score within
 * its range — and what earns each.
 */
export function SkorEditPage() {
  const id = Number(useParams().id);
  const set = useSkorSet(id);
  const opsi = useOpsi();
  const simpan = useSimpanSkor(id);
  const links = useKonfigurasiLinks('skor');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  if (set.isLoading || opsi.isLoading) return <Skeleton active />;
  if (!set.data)
    return (
      <Result
        status="404"
        title="Konfigurasi skor tidak ditemukan"
        extra={<LinkButton to={links.list}>Kembali</LinkButton>}
      />
    );
  const d = set.data;
  const back = <LinkButton to={links.detail(id)}>Kembali ke detail</LinkButton>;
  if (!d.dapat_diubah)
    return (
      <Result
        status="warning"
        title="Versi ini tidak dapat diubah"
        subTitle={`Status: ${d.status_label}.`}
        extra={back}
      />
    );
  const kriteria = opsi.data?.kriteria_skor ?? [];
  const range = (kid: number | undefined) => kriteria.find((k) => k.id === kid);
  const submit = async (values: Values) => {
    const levels = d.indikators.flatMap((ind) =>
      (values.levels?.[String(ind.id)] ?? []).map((l) => ({
        indikator_id: ind.id,
        kriteria_skor_monev_id: l.kriteria_skor_monev_id ?? 0,
        skor: Number(l.skor),
        deskripsi: l.deskripsi,
      })),
    );
    try {
      await simpan.mutateAsync({ revisi: d.revisi, catatan: values.catatan || null, levels });
      notify.success('Konfigurasi skor verifikasi disimpan');
      navigate(links.detail(id));
    } catch {
      // The api client shows 409 and 422 (a score outside its criterion's range, a repeated criterion).
    }
  };
  return (
    <>
      <PageHeader
        title={`Ubah Konfigurasi Skor Verifikasi ${d.tahun} · Versi ${d.versi}`}
        subtitle={`Atas set indikator versi ${d.indikator_versi}`}
        extra={back}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label="Konfigurasi skor verifikasi"
        onFinish={submit}
        initialValues={{
          catatan: d.catatan,
          levels: Object.fromEntries(
            d.indikators.map((ind) => [
              String(ind.id),
              ind.levels.map((l) => ({
                kriteria_skor_monev_id: l.kriteria_skor_monev_id,
                skor: l.skor,
                deskripsi: l.deskripsi,
              })),
            ]),
          ),
        }}
      >
        <Space orientation="vertical" style={{ width: '100%' }} size={12}>
          {d.indikators.map((ind) => (
            <Card key={ind.id} size="small" title={`${ind.kode} · ${ind.nama}`} extra={`Bobot ${ind.bobot}%`}>
              <Form.List name={['levels', String(ind.id)]}>
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((field, n) => (
                      <Row gutter={8} key={field.key} align="top">
                        <Col xs={24} sm={6}>
                          <Form.Item
                            name={[field.name, 'kriteria_skor_monev_id']}
                            label={n === 0 ? 'Tingkat' : undefined}
                            rules={[zodField(levelInputSchema, 'kriteria_skor_monev_id')]}
                          >
                            <Select
                              aria-label={`Tingkat ${n + 1} ${ind.kode}`}
                              options={kriteria.map((k) => ({
                                value: k.id,
                                label: `${k.nama} (${k.skor_min}–${k.skor_max})`,
                              }))}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={24} sm={4}>
                          <Form.Item
                            name={[field.name, 'skor']}
                            label={n === 0 ? 'Skor' : undefined}
                            dependencies={[['levels', String(ind.id), field.name, 'kriteria_skor_monev_id']]}
                            rules={[
                              zodField(levelInputSchema, 'skor'),
                              ({ getFieldValue }) => ({
                                validator: async (_r, v: number | undefined) => {
                                  const k = range(
                                    getFieldValue([
                                      'levels',
                                      String(ind.id),
                                      field.name,
                                      'kriteria_skor_monev_id',
                                    ]),
                                  );
                                  if (
                                    k &&
                                    v !== undefined &&
                                    v !== null &&
                                    (v < k.skor_min || v > k.skor_max)
                                  ) {
                                    throw new Error(
                                      `Skor ${k.nama} harus antara ${k.skor_min} dan ${k.skor_max}`,
                                    );
                                  }
                                },
                              }),
                            ]}
                          >
                            <InputNumber
                              aria-label={`Skor ${n + 1} ${ind.kode}`}
                              min={0}
                              max={1000}
                              decimalSeparator=","
                              style={{ width: '100%' }}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={20} sm={12}>
                          <Form.Item
                            name={[field.name, 'deskripsi']}
                            label={n === 0 ? 'Kriteria pemberian' : undefined}
                            rules={[zodField(levelInputSchema, 'deskripsi')]}
                          >
                            <Input maxLength={2000} />
                          </Form.Item>
                        </Col>
                        <Col xs={4} sm={2}>
                          <Button
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`Hapus tingkat ${n + 1} ${ind.kode}`}
                            style={{ marginTop: n === 0 ? 30 : 0 }}
                            onClick={() => remove(field.name)}
                          />
                        </Col>
                      </Row>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() =>
                        add({ kriteria_skor_monev_id: undefined, skor: undefined, deskripsi: '' })
                      }
                    >
                      Tambah tingkat
                    </Button>
                  </>
                )}
              </Form.List>
            </Card>
          ))}
          <Card size="small">
            <Form.Item name="catatan" label="Catatan perubahan">
              <Input.TextArea rows={2} maxLength={2000} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={simpan.isPending}>
                Simpan draf
              </Button>
              {back}
            </Space>
          </Card>
        </Space>
      </Form>
    </>
  );
}
