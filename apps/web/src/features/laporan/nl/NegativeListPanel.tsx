import {
  formatRupiah,
  NL_TINGKAT,
  type NlAssessmentInput,
  type NlTingkat,
  type NlView,
  usulanTingkat,
} from '@gratifikasi/domain';
import { Alert, Empty, Skeleton, Space } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNegativeList } from './api';
import { type NlChoice, NlItemCard } from './NlItemCard';

export interface NegativeListPanelProps {
  laporanId: number;
  /** The level assessing now (f31 anggota, f35 ketua_tim, f39 ketua_group); absent: read-only. */
  tingkat?: NlTingkat | undefined;
  /** Receives `{ items }` (nlAssessmentSchema's input) on load and at every change while editing. */
  onChange?: ((value: NlAssessmentInput) => void) | undefined;
  /** Field errors of a refused save (422), keyed as the server keys them (`items.0.alasan`). */
  errors?: Record<string, string[]> | undefined;
}

/** What each item is offered at `tingkat`: the nearest lower level's saved choice, else the system's proposal. */
function offeredAt(view: NlView, tingkat: NlTingkat): Map<number, number | null> {
  const sistem = new Map(view.items.map((i) => [i.rincian.id, i.usulan.unsur_nl_id]));
  const saved = view.items.flatMap((i) =>
    i.penilaian.map((p) => ({ rincianId: i.rincian.id, tingkat: p.tingkat, unsurNlId: p.unsur_nl_id })),
  );
  return usulanTingkat(tingkat, sistem, saved);
}

/** The editing level's starting choices: its own saved assessment when there is one, else confirm the offer. */
function initialChoices(view: NlView, tingkat: NlTingkat, offered: Map<number, number | null>) {
  const out: Record<number, NlChoice> = {};
  for (const item of view.items) {
    const usulan = offered.get(item.rincian.id) ?? null;
    const own = item.penilaian.find((p) => p.tingkat === tingkat);
    out[item.rincian.id] = own
      ? {
          mode: own.unsur_nl_id === usulan ? 'setuju' : 'ubah',
          unsurNlId: own.unsur_nl_id,
          alasan: own.alasan ?? '',
        }
      : { mode: 'setuju', unsurNlId: usulan, alasan: '' };
  }
  return out;
}

function assessmentOf(view: NlView, choices: Record<number, NlChoice>): NlAssessmentInput {
  return {
    items: view.items.map(({ rincian }) => {
      const c = choices[rincian.id];
      const alasan = c?.alasan.trim();
      return {
        rincian_id: rincian.id,
        unsur_nl_id: c?.unsurNlId ?? null,
        ...(c?.mode === 'ubah' && alasan ? { alasan } : {}),
      };
    }),
  };
}

function Ringkasan({ view }: { view: NlView }) {
  const tahun = view.tahun === null ? '' : ` tahun ${view.tahun}`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={`Pemberi: ${view.nama_pemberi ?? '-'}`}
        description={
          `Total pemberian dari pemberi yang sama${tahun}: ${formatRupiah(view.total_tahunan)} ` +
          `(laporan ini ${formatRupiah(view.nilai_pemberi)}, laporan lain pelapor ${formatRupiah(view.total_tahunan_lain)})`
        }
      />
      {view.semua_nl ? (
        <Alert
          type="warning"
          showIcon
          title="Sistem mengusulkan seluruh rincian termasuk negative list: laporan tidak ditindaklanjuti bila disetujui."
        />
      ) : null}
    </Space>
  );
}

/**
 * The negative-list assessment of a report (issue 10 §2.3): per item the system's proposal and its reason, the
 * giver's yearly total and each level's assessment. With `tingkat`, that level confirms or overrides each item
 * (a reason when it differs) and the value goes to `onChange`; without, it only shows.
 */
export function NegativeListPanel({ laporanId, tingkat, onChange, errors }: NegativeListPanelProps) {
  const { data: view, isPending, isError } = useNegativeList(laporanId);
  const offered = useMemo(() => (view && tingkat ? offeredAt(view, tingkat) : null), [view, tingkat]);
  const [choices, setChoices] = useState<Record<number, NlChoice> | null>(null);
  const emit = useRef(onChange);
  emit.current = onChange;

  const started = useRef(false);
  useEffect(() => {
    // Once: a background refetch of the same report must not undo what the user has chosen.
    if (!view || !tingkat || !offered || started.current) return;
    started.current = true;
    const start = initialChoices(view, tingkat, offered);
    setChoices(start);
    emit.current?.(assessmentOf(view, start));
  }, [view, tingkat, offered]);

  if (isPending) return <Skeleton active />;
  if (isError || !view) return <Alert type="error" showIcon title="Data negative list gagal dimuat" />;
  if (view.items.length === 0) return <Empty description="Laporan belum memiliki rincian" />;

  const below = tingkat ? NL_TINGKAT.slice(0, NL_TINGKAT.indexOf(tingkat)) : NL_TINGKAT;
  const change = (rincianId: number, choice: NlChoice) => {
    const next = { ...(choices ?? {}), [rincianId]: choice };
    setChoices(next);
    onChange?.(assessmentOf(view, next));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Ringkasan view={view} />
      {view.items.map((item, index) => {
        const choice = choices?.[item.rincian.id];
        const usulan = offered?.get(item.rincian.id) ?? null;
        return (
          <NlItemCard
            key={item.rincian.id}
            index={index}
            item={item}
            unsur={view.unsur}
            penilaian={item.penilaian.filter((p) => below.includes(p.tingkat))}
            edit={
              tingkat && choice
                ? { usulan, choice, errors, onChange: (c) => change(item.rincian.id, c) }
                : undefined
            }
          />
        );
      })}
    </Space>
  );
}
