import {
  formatDateTime,
  type JawabanPelapor,
  type PublicLinkType,
  type StatusJawabanPelapor,
} from '@gratifikasi/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { laporan_public_links, media, mediables } from '../../db/schema';
import { type MediaRow, mediaInfo } from '../../platform/files';
import { LAPORAN_MEDIA_TYPE } from '../laporan/files/lampiran';
import { LINK_MEDIA_TYPE, type PublicLinkRow, permintaanOf } from './links';

/** The report's collection the files of each kind of answer join (`laporan` mediables). */
export const JAWABAN_COLLECTIONS: Readonly<Record<PublicLinkType, string>> = {
  KELENGKAPAN: 'kelengkapan',
  TANGGAPAN: 'tanggapan',
};

function statusOf(link: PublicLinkRow, now: number): StatusJawabanPelapor {
  if (link.submitted_at) return 'dijawab';
  if (link.closed_at) return 'ditutup';
  return link.expires_at.getTime() <= now ? 'kedaluwarsa' : 'menunggu';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** The stored answer as one shape for both kinds (completeness: items and a note; response: its text). */
function jawabanOf(link: PublicLinkRow): JawabanPelapor['jawaban'] {
  if (!link.submitted_at || !link.jawaban || typeof link.jawaban !== 'object') return null;
  const j = link.jawaban as { items?: unknown; catatan?: unknown; tanggapan?: unknown };
  const items = Array.isArray(j.items)
    ? j.items.flatMap((i: { kode?: unknown; pertanyaan?: unknown; jawaban?: unknown }) =>
        typeof i?.kode === 'string'
          ? [{ kode: i.kode, pertanyaan: text(i.pertanyaan) ?? '', jawaban: text(i.jawaban) ?? '' }]
          : [],
      )
    : [];
  return { items, catatan: text(j.catatan), tanggapan: text(j.tanggapan) };
}

/**
 * The files each link's answer brought to the report: sent through the link and attached to the report with the
 * answer (a file uploaded to the link but left out of the answer is not the reporter's answer).
 */
async function answerFiles(db: Db, laporanId: number, linkIds: readonly number[]) {
  if (linkIds.length === 0) return new Map<number, MediaRow[]>();
  const onLink = alias(mediables, 'on_link');
  const rows = await db
    .select({ link_id: onLink.mediable_id, media })
    .from(onLink)
    .innerJoin(
      mediables,
      and(
        eq(mediables.media_id, onLink.media_id),
        eq(mediables.mediable_type, LAPORAN_MEDIA_TYPE),
        eq(mediables.mediable_id, laporanId),
        inArray(mediables.collection, Object.values(JAWABAN_COLLECTIONS)),
      ),
    )
    .innerJoin(media, and(eq(media.id, onLink.media_id), isNull(media.deleted_at)))
    .where(and(eq(onLink.mediable_type, LINK_MEDIA_TYPE), inArray(onLink.mediable_id, [...linkIds])))
    .orderBy(media.id);
  const byLink = new Map<number, MediaRow[]>();
  for (const r of rows) byLink.set(r.link_id, [...(byLink.get(r.link_id) ?? []), r.media]);
  return byLink;
}

/** Every request sent to the reporter of a report through a link, newest first, with its answer and files. */
export async function jawabanPelapor(db: Db, laporanId: number): Promise<JawabanPelapor[]> {
  return (await jawabanWithFiles(db, laporanId)).map(({ jawaban, files }) => ({
    ...jawaban,
    berkas: files.map(mediaInfo),
  }));
}

/** The same with each answer's stored files (the report's zip reads them). */
export async function jawabanWithFiles(
  db: Db,
  laporanId: number,
): Promise<{ jawaban: Omit<JawabanPelapor, 'berkas'>; files: MediaRow[] }[]> {
  const links = await db
    .select()
    .from(laporan_public_links)
    .where(eq(laporan_public_links.laporan_id, laporanId))
    .orderBy(desc(laporan_public_links.id))
    .then((rows) => rows.map((l) => ({ ...l, laporan_id: laporanId })));
  const files = await answerFiles(
    db,
    laporanId,
    links.filter((l) => l.submitted_at).map((l) => l.id),
  );
  const now = Date.now();
  return links.map((link) => ({
    jawaban: {
      id: link.id,
      type: link.type as PublicLinkType,
      status: statusOf(link, now),
      dikirim_at: link.created_at.toISOString(),
      expires_at: link.expires_at.toISOString(),
      submitted_at: link.submitted_at?.toISOString() ?? null,
      permintaan: permintaanOf(link),
      jawaban: jawabanOf(link),
    },
    files: files.get(link.id) ?? [],
  }));
}

/** An answered request as plain text (the report's zip): what was asked, the answers, the note, the files' names. */
export function jawabanText(
  j: Omit<JawabanPelapor, 'berkas'>,
  files: readonly { original_name: string }[],
): string {
  const jenis = j.type === 'KELENGKAPAN' ? 'kelengkapan' : 'tanggapan';
  const lines = [
    `Permintaan ${jenis} laporan, dikirim ${formatDateTime(j.dikirim_at)}`,
    `Dijawab pelapor: ${j.submitted_at ? formatDateTime(j.submitted_at) : '-'}`,
    '',
    `Pesan KPK: ${j.permintaan.pesan ?? '-'}`,
    ...j.permintaan.items.map((item, i) => {
      const answer = j.jawaban?.items.find((a) => a.kode === item.kode)?.jawaban ?? '-';
      return `${i + 1}. [${item.kode}] ${item.pertanyaan}\n   Jawaban: ${answer}`;
    }),
    ...(j.jawaban?.tanggapan ? ['', `Tanggapan pelapor: ${j.jawaban.tanggapan}`] : []),
    ...(j.jawaban?.catatan ? ['', `Catatan pelapor: ${j.jawaban.catatan}`] : []),
    '',
    `Berkas: ${files.map((f) => f.original_name).join(', ') || '-'}`,
  ];
  return `${lines.join('\n')}\n`;
}
