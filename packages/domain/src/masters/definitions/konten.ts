import { ADMIN_AREA_ROLES, KPK_STAFF_ROLES, PPG_ROLES } from '../../access/roles';
import type { MasterDefinition, MasterReadAccess } from '../types';
import { common, f, lookup, master } from './build';

const group = 'konten' as const;

/**
 * Content with a draft state is read in the admin screens only by its editors; guests read what is published
 * through the public site's API (`/api/public/*`), never through the master routes.
 */
const editors: MasterReadAccess = { permission: ['frapp-master-manage'] };
/** The knowledge base and the materials' drafts are the staff's (spec §2 /kpk knowledge-base, materi-sosialisasi-list). */
const staff: MasterReadAccess = { roles: [...KPK_STAFF_ROLES, ...PPG_ROLES, ...ADMIN_AREA_ROLES] };

const uploadHelp = 'Alamat https://… atau unggah berkas (tombol Unggah)';
const terbit = () =>
  f.date('tanggal_terbit', 'Tanggal Terbit', {
    required: true,
    list: true,
    filter: true,
    sortable: true,
    help: 'Tampil untuk publik mulai tanggal ini bila berstatus terbit',
  });
const published = () =>
  f.boolean('is_published', 'Terbit', {
    default: false,
    list: true,
    filter: true,
    help: 'Draf tidak pernah tampil untuk publik',
  });

/** Public content of the portal: sliders, news and its categories, FAQ, pages, materials and the knowledge base. */
export const KONTEN_MASTERS: readonly MasterDefinition[] = [
  master({
    key: 'image-sliders',
    table: 'image_sliders',
    label: 'Gambar Slider',
    group,
    read: 'public',
    labelField: 'judul',
    defaultSort: { field: 'urutan', order: 'asc' },
    publicPaths: ['image-slider'],
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.url('gambar_url', 'URL Gambar', { required: true, max: 1000, help: uploadHelp, upload: true }),
      f.url('tautan', 'Tautan', { max: 1000 }),
      f.textarea('deskripsi', 'Deskripsi'),
      common.urutan(),
      common.isActive(),
    ],
  }),
  lookup({
    key: 'kategori-berita',
    table: 'kategori_beritas',
    label: 'Kategori Berita',
    group,
    read: 'public',
    publicPaths: ['news-category'],
  }),
  master({
    key: 'berita',
    table: 'beritas',
    label: 'Berita',
    group,
    read: editors,
    labelField: 'judul',
    defaultSort: { field: 'tanggal_terbit', order: 'desc' },
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.text('slug', 'Slug', {
        required: true,
        unique: true,
        max: 255,
        help: 'Bagian alamat berita, huruf kecil dan tanda hubung',
      }),
      f.relation('kategori_berita_id', 'Kategori', 'kategori-berita', { required: true }),
      f.textarea('ringkasan', 'Ringkasan', { max: 500 }),
      f.richtext('isi', 'Isi', { required: true }),
      f.url('gambar_url', 'URL Gambar', { max: 1000, help: uploadHelp, upload: true }),
      terbit(),
      published(),
    ],
  }),
  master({
    key: 'faq',
    table: 'faqs',
    label: 'FAQ',
    group,
    read: 'public',
    labelField: 'pertanyaan',
    defaultSort: { field: 'urutan', order: 'asc' },
    publicPaths: ['faq/list'],
    fields: [
      f.text('pertanyaan', 'Pertanyaan', {
        required: true,
        max: 500,
        list: true,
        search: true,
        sortable: true,
      }),
      f.richtext('jawaban', 'Jawaban', { required: true, search: true }),
      f.text('kategori', 'Kategori', { max: 100, list: true, filter: true }),
      common.urutan(),
      common.isActive(),
    ],
  }),
  master({
    key: 'knowledge-base',
    table: 'knowledge_bases',
    label: 'Basis Pengetahuan',
    group,
    read: staff,
    labelField: 'judul',
    defaultSort: { field: 'judul', order: 'asc' },
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.text('kategori', 'Kategori', { max: 100, list: true, filter: true }),
      f.richtext('isi', 'Isi', { required: true, search: true }),
      f.url('tautan', 'Tautan', { max: 1000 }),
      f.url('lampiran_url', 'Lampiran', { max: 1000, help: uploadHelp, upload: true }),
      common.isActive(),
    ],
  }),
  master({
    key: 'halaman-publik',
    table: 'halaman_publiks',
    label: 'Halaman Publik',
    group,
    read: editors,
    labelField: 'judul',
    defaultSort: { field: 'kode', order: 'asc' },
    fields: [
      f.enum(
        'kode',
        'Halaman',
        [
          ['panduan', 'Panduan Pelaporan (/panduan)'],
          ['privacy-policy', 'Kebijakan Privasi (/privacy-policy)'],
          ['about', 'Tentang Aplikasi (/about)'],
        ],
        {
          required: true,
          list: true,
          filter: true,
          sortable: true,
          help: 'Publik melihat versi terbit yang terakhir diubah; versi baru dapat disiapkan sebagai draf',
        },
      ),
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.richtext('isi', 'Isi', { required: true }),
      f.url('berkas_url', 'Berkas Unduhan', {
        max: 1000,
        help: `Misalnya buku panduan PDF. ${uploadHelp}`,
        upload: true,
      }),
      published(),
    ],
  }),
  master({
    key: 'materi-sosialisasi',
    table: 'materi_sosialisasis',
    label: 'Materi Sosialisasi',
    group,
    read: staff,
    labelField: 'judul',
    defaultSort: { field: 'urutan', order: 'asc' },
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.textarea('deskripsi', 'Deskripsi', { max: 2000, search: true }),
      terbit(),
      published(),
      common.urutan(),
    ],
  }),
  master({
    key: 'konten-materi-sosialisasi',
    table: 'konten_materi_sosialisasis',
    label: 'Konten Materi Sosialisasi',
    group,
    read: staff,
    labelField: 'judul',
    defaultSort: { field: 'urutan', order: 'asc' },
    fields: [
      f.relation('materi_sosialisasi_id', 'Materi', 'materi-sosialisasi', {
        required: true,
        labelField: 'judul',
      }),
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.enum(
        'jenis',
        'Jenis',
        [
          ['dokumen', 'Dokumen'],
          ['gambar', 'Gambar'],
          ['video', 'Video'],
        ],
        { required: true, list: true, filter: true },
      ),
      f.url('berkas_url', 'Berkas', { max: 1000, help: `Dokumen atau gambar. ${uploadHelp}`, upload: true }),
      f.url('video_url', 'Tautan Video', { max: 1000 }),
      f.url('thumbnail_url', 'Gambar Mini', { max: 1000, help: uploadHelp, upload: true }),
      common.urutan(),
    ],
  }),
  master({
    key: 'dokumen-publik',
    table: 'dokumen_publiks',
    label: 'Dokumen Publik',
    group,
    read: editors,
    labelField: 'judul',
    defaultSort: { field: 'tanggal_terbit', order: 'desc' },
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.relation('jenis_publikasi_dokumen_id', 'Jenis Publikasi', 'jenis-publikasi-dokumen', {
        required: true,
      }),
      f.text('nomor', 'Nomor', { max: 150, list: true, search: true }),
      f.date('tanggal_dokumen', 'Tanggal Dokumen', { required: true, list: true, sortable: true }),
      f.textarea('ringkasan', 'Ringkasan', { max: 2000, search: true }),
      f.url('berkas_url', 'Berkas', {
        required: true,
        max: 1000,
        help: `PDF atau dokumen. ${uploadHelp}`,
        upload: true,
      }),
      f.enum(
        'sumber',
        'Sumber',
        [
          ['unggahan', 'Unggahan pengelola konten'],
          ['redaksi-sk', 'SK yang disamarkan (redaksi)'],
        ],
        {
          required: true,
          default: 'unggahan',
          list: true,
          filter: true,
          help: 'Asal dokumen: diunggah langsung atau diterbitkan dari redaksi SK',
        },
      ),
      terbit(),
      published(),
    ],
  }),
  master({
    key: 'mobile-info',
    table: 'mobile_infos',
    label: 'Info Aplikasi Seluler',
    group,
    read: 'public',
    labelField: 'judul',
    defaultSort: { field: 'tanggal_mulai', order: 'desc' },
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.textarea('pesan', 'Pesan', { required: true, max: 2000 }),
      f.date('tanggal_mulai', 'Berlaku Mulai', { required: true, list: true, sortable: true }),
      f.date('tanggal_selesai', 'Berlaku Sampai', { list: true }),
      common.isActive(),
    ],
  }),
];
