import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { type SurveiDetail, type SurveiPertanyaan, TIPE_PERTANYAAN_LABELS } from '@gratifikasi/domain';
import { Button, Card, Empty, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { type PertanyaanBody, useBuilder } from './api';
import { PertanyaanModal } from './PertanyaanModal';

type Order = { id: number; pertanyaan: number[] }[];
const orderOf = (d: SurveiDetail): Order =>
  d.bagian.map((b) => ({ id: b.id, pertanyaan: b.pertanyaan.map((q) => q.id) }));

/** Moves question `qid` to section `toBagian` before question `beforeId` (null: at the end). */
export function pindahkan(order: Order, qid: number, toBagian: number, beforeId: number | null): Order {
  const next = order.map((b) => ({ ...b, pertanyaan: b.pertanyaan.filter((q) => q !== qid) }));
  const target = next.find((b) => b.id === toBagian);
  if (!target) return order;
  const at = beforeId === null ? -1 : target.pertanyaan.indexOf(beforeId);
  if (at < 0) target.pertanyaan.push(qid);
  else target.pertanyaan.splice(at, 0, qid);
  return next;
}

/**
 * The survey builder: sections and their questions of every type; a question is dragged (or moved with its arrows)
 * within or across sections, and the order is saved in one call. Every change goes to the server at the version on
 * screen (a stale one is refused with 409 and the page reloads).
 */
export function Builder({ survei }: { survei: SurveiDetail }) {
  const b = useBuilder(survei.id);
  const { modal } = useAppApis();
  const [editing, setEditing] = useState<{ bagianId: number; q: SurveiPertanyaan | null } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [bagianBaru, setBagianBaru] = useState('');
  const versi = survei.version;
  const saveOrder = async (order: Order) => {
    try {
      await b.urutan.mutateAsync({ versi, bagian: order });
    } catch {
      // Shown by the api client.
    }
  };
  const moveSection = (index: number, delta: number) => {
    const order = orderOf(survei);
    const [s] = order.splice(index, 1);
    if (!s) return;
    order.splice(index + delta, 0, s);
    void saveOrder(order);
  };
  const moveQuestion = (bagianIndex: number, qIndex: number, delta: number) => {
    const order = orderOf(survei);
    const sec = order[bagianIndex];
    if (!sec) return;
    const [q] = sec.pertanyaan.splice(qIndex, 1);
    if (q === undefined) return;
    sec.pertanyaan.splice(qIndex + delta, 0, q);
    void saveOrder(order);
  };
  const drop = (bagianId: number, beforeId: number | null) => {
    if (dragged === null || dragged === beforeId) return;
    void saveOrder(pindahkan(orderOf(survei), dragged, bagianId, beforeId));
    setDragged(null);
  };
  const save = async (body: PertanyaanBody) => {
    if (!editing) return;
    try {
      if (editing.q) await b.ubahPertanyaan.mutateAsync({ id: editing.q.id, pertanyaan: body, versi });
      else await b.tambahPertanyaan.mutateAsync({ bagian_id: editing.bagianId, pertanyaan: body, versi });
      notify.success(editing.q ? 'Pertanyaan disimpan' : 'Pertanyaan ditambahkan');
      setEditing(null);
    } catch {
      // Shown by the api client (422 under the message, 409 stale).
    }
  };
  const confirm = (title: string, run: () => Promise<unknown>) =>
    modal.confirm({
      title,
      okText: 'Hapus',
      okButtonProps: { danger: true },
      cancelText: 'Batal',
      onOk: () => run().catch(() => undefined),
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {survei.bagian.map((bagian, bi) => (
        <Card
          key={bagian.id}
          size="small"
          title={
            <Typography.Text
              editable={{
                triggerType: ['icon'],
                onChange: (judul) => {
                  if (judul.trim() && judul !== bagian.judul) {
                    void b.ubahBagian
                      .mutateAsync({ bagianId: bagian.id, judul, versi })
                      .catch(() => undefined);
                  }
                },
              }}
            >
              {bagian.judul}
            </Typography.Text>
          }
          extra={
            <Space size={4}>
              <Button
                size="small"
                aria-label={`Naikkan bagian ${bagian.judul}`}
                icon={<ArrowUpOutlined />}
                disabled={bi === 0}
                onClick={() => moveSection(bi, -1)}
              />
              <Button
                size="small"
                aria-label={`Turunkan bagian ${bagian.judul}`}
                icon={<ArrowDownOutlined />}
                disabled={bi === survei.bagian.length - 1}
                onClick={() => moveSection(bi, 1)}
              />
              <Button
                size="small"
                danger
                aria-label={`Hapus bagian ${bagian.judul}`}
                icon={<DeleteOutlined />}
                disabled={survei.bagian.length <= 1}
                onClick={() =>
                  confirm(`Hapus bagian "${bagian.judul}" beserta pertanyaannya?`, () =>
                    b.hapusBagian.mutateAsync({ bagianId: bagian.id, versi }),
                  )
                }
              />
            </Space>
          }
          onDragOver={(e) => e.preventDefault()}
          onDrop={() => drop(bagian.id, null)}
        >
          {bagian.pertanyaan.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada pertanyaan di bagian ini" />
          ) : (
            <List
              dataSource={bagian.pertanyaan}
              renderItem={(q, qi) => (
                <List.Item
                  draggable
                  onDragStart={() => setDragged(q.id)}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(e) => e.preventDefault()}
                  onDrop={(e) => {
                    e.stopPropagation();
                    drop(bagian.id, q.id);
                  }}
                  style={{ cursor: 'grab', opacity: dragged === q.id ? 0.4 : 1 }}
                  actions={[
                    <Button
                      key="up"
                      size="small"
                      type="text"
                      aria-label={`Naikkan ${q.teks}`}
                      icon={<ArrowUpOutlined />}
                      disabled={qi === 0}
                      onClick={() => moveQuestion(bi, qi, -1)}
                    />,
                    <Button
                      key="down"
                      size="small"
                      type="text"
                      aria-label={`Turunkan ${q.teks}`}
                      icon={<ArrowDownOutlined />}
                      disabled={qi === bagian.pertanyaan.length - 1}
                      onClick={() => moveQuestion(bi, qi, 1)}
                    />,
                    <Button
                      key="edit"
                      size="small"
                      type="text"
                      aria-label={`Ubah ${q.teks}`}
                      icon={<EditOutlined />}
                      onClick={() => setEditing({ bagianId: bagian.id, q })}
                    />,
                    <Button
                      key="del"
                      size="small"
                      type="text"
                      danger
                      aria-label={`Hapus ${q.teks}`}
                      icon={<DeleteOutlined />}
                      onClick={() =>
                        confirm(`Hapus pertanyaan "${q.teks}"?`, () =>
                          b.hapusPertanyaan.mutateAsync({ id: q.id, versi }),
                        )
                      }
                    />,
                  ]}
                >
                  <Space align="start">
                    <HolderOutlined aria-hidden style={{ color: '#999', marginTop: 4 }} />
                    <div>
                      <Typography.Text>
                        {qi + 1}. {q.teks}
                      </Typography.Text>
                      <div>
                        <Tag>{TIPE_PERTANYAAN_LABELS[q.tipe]}</Tag>
                        {q.wajib ? <Tag color="red">Wajib</Tag> : null}
                        {q.opsi.length ? (
                          <Typography.Text type="secondary">{q.opsi.join(' · ')}</Typography.Text>
                        ) : null}
                      </div>
                    </div>
                  </Space>
                </List.Item>
              )}
            />
          )}
          <Button
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => setEditing({ bagianId: bagian.id, q: null })}
          >
            Tambah pertanyaan
          </Button>
        </Card>
      ))}
      <Space.Compact style={{ maxWidth: 480 }}>
        <Input
          aria-label="Judul bagian baru"
          placeholder="Judul bagian baru"
          value={bagianBaru}
          maxLength={255}
          onChange={(e) => setBagianBaru(e.target.value)}
        />
        <Button
          icon={<PlusOutlined />}
          disabled={!bagianBaru.trim()}
          loading={b.tambahBagian.isPending}
          onClick={async () => {
            try {
              await b.tambahBagian.mutateAsync({ judul: bagianBaru.trim(), versi });
              setBagianBaru('');
            } catch {
              // Shown by the api client.
            }
          }}
        >
          Tambah bagian
        </Button>
      </Space.Compact>
      <PertanyaanModal
        open={editing !== null}
        initial={editing?.q ?? null}
        pending={b.tambahPertanyaan.isPending || b.ubahPertanyaan.isPending}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
    </Space>
  );
}
