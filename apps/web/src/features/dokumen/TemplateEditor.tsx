import { formatDateTime, LETTER_KINDS, masterByKey } from '@gratifikasi/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Input, InputNumber, List, Row, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { type MasterItem, masterKeys, saveMasterItem } from '@/features/masters/api';
import { ApiError } from '@/platform/api';
import { useAppApis } from '@/ui/appApis';
import { downloadPratinjauDocx, periksaTemplate, pratinjauTemplate, versiTemplate } from './api';
import { PdfPages } from './PdfPages';

const DEF = masterByKey('template-dokumen');
const PLACEHOLDERS =
  'surat.nomor · surat.tanggal · pelapor.nama · pelapor.nip · pelapor.jabatan · pelapor.instansi · laporan.nomor · ' +
  'laporan.total_nilai · pemberi.nama · rincian (r.uraian, r.nilai, r.keputusan) · penandatangan.nama/nip/jabatan · ' +
  'filter: rupiah, terbilang_rupiah, tanggal, angka';

function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.errors ?? {})[0];
    return Array.isArray(first) && first[0] ? String(first[0]) : error.message;
  }
  return 'Pratinjau gagal dibuat';
}

/**
 * The letter template's editor (issue 11 §1): the body (HTML with Liquid) beside its live preview — the sample letter
 * or a chosen report, drawn from the PDF the server makes —, checked as it is typed and again when saved; saving a
 * changed body makes the next version, and an older version can be loaded back.
 */
export function TemplateEditor({ row }: { row: MasterItem }) {
  const { message } = useAppApis();
  const queryClient = useQueryClient();
  const jenis = String(row.jenis);
  const [isi, setIsi] = useState(String(row.konten ?? ''));
  const [laporanId, setLaporanId] = useState<number | null>(null);
  const [pdf, setPdf] = useState<Blob | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const versions = useQuery({ queryKey: ['dokumen', 'versi', row.id], queryFn: () => versiTemplate(row.id) });

  useEffect(() => setIsi(String(row.konten ?? '')), [row.konten]);

  // The live preview: redrawn a moment after the last keystroke or a new report.
  useEffect(() => {
    let stale = false;
    const timer = window.setTimeout(async () => {
      setLoading(true);
      try {
        const masalah = await periksaTemplate(isi);
        if (stale) return;
        const first = masalah[0];
        if (first) {
          setProblem(
            `${first.line === null ? '' : `Baris ${first.line}, kolom ${first.col}: `}${first.message}`,
          );
          return;
        }
        const blob = await pratinjauTemplate({ isi, jenis, ...(laporanId ? { laporan_id: laporanId } : {}) });
        if (!stale) {
          setProblem(null);
          setPdf(blob);
        }
      } catch (error) {
        if (!stale) setProblem(errorText(error));
      } finally {
        if (!stale) setLoading(false);
      }
    }, 500);
    return () => {
      stale = true;
      window.clearTimeout(timer);
    };
  }, [isi, jenis, laporanId]);

  const save = async () => {
    setSaving(true);
    try {
      const { id: _id, labels: _l, created_at: _c, updated_at: _u, deleted_at: _d, ...fields } = row;
      await saveMasterItem('template-dokumen', row.id, { ...fields, konten: isi });
      const latest = (await versions.refetch()).data?.[0];
      message.success(`Template tersimpan${latest ? ` (versi ${latest.versi})` : ''}`);
      await queryClient.invalidateQueries({ queryKey: masterKeys.all('template-dokumen') });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const kind = LETTER_KINDS.find((k) => k.kode === jenis);
  return (
    <Card
      title={`Editor Template · versi aktif ${versions.data?.[0]?.versi ?? '-'}`}
      style={{ marginTop: 16 }}
    >
      <Row gutter={16}>
        <Col xs={24} xl={11}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{PLACEHOLDERS}</Typography.Text>
            <Input.TextArea
              aria-label="Isi template"
              value={isi}
              onChange={(e) => setIsi(e.target.value)}
              autoSize={{ minRows: 18, maxRows: 34 }}
              style={{ fontFamily: 'monospace', fontSize: 12 }}
              spellCheck={false}
            />
            {problem ? (
              <Alert type="error" showIcon message={problem} data-testid="masalah-template" />
            ) : null}
            <Flex gap={8} wrap align="center">
              <InputNumber
                aria-label="Laporan untuk pratinjau"
                placeholder="ID laporan (kosong: contoh)"
                min={1}
                value={laporanId}
                onChange={(v) => setLaporanId(typeof v === 'number' ? v : null)}
                style={{ width: 220 }}
              />
              <Button type="primary" loading={saving} onClick={save} disabled={!DEF}>
                Simpan sebagai versi baru
              </Button>
              {kind?.draft ? (
                <Button
                  onClick={() =>
                    downloadPratinjauDocx({ isi, jenis, ...(laporanId ? { laporan_id: laporanId } : {}) })
                  }
                >
                  Unduh DOCX
                </Button>
              ) : null}
            </Flex>
            <List
              size="small"
              header={<strong>Riwayat versi</strong>}
              loading={versions.isLoading}
              dataSource={versions.data ?? []}
              renderItem={(v) => (
                <List.Item
                  actions={[
                    <Button key="pakai" size="small" onClick={() => setIsi(v.konten)}>
                      Muat isi
                    </Button>,
                  ]}
                >
                  Versi {v.versi} · {formatDateTime(v.created_at)}
                </List.Item>
              )}
            />
          </Space>
        </Col>
        <Col xs={24} xl={13}>
          <Typography.Title level={5}>
            Pratinjau {laporanId ? `laporan #${laporanId}` : '(data contoh)'}{' '}
            {loading ? <Spin size="small" /> : null}
          </Typography.Title>
          <div style={{ background: '#eef0f3', padding: 12, maxHeight: 900, overflow: 'auto' }}>
            {pdf ? <PdfPages pdf={pdf} /> : null}
          </div>
        </Col>
      </Row>
    </Card>
  );
}
