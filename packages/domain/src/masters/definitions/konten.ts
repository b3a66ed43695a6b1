import type { MasterDefinition } from '../types';
import { common, f, lookup, master } from './build';

const group = 'konten' as const;

/** Public content of the portal: sliders, news and its categories, FAQ and the knowledge base. */
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
      f.url('gambar_url', 'URL Gambar', { required: true, max: 1000 }),
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
    read: 'public',
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
      f.textarea('isi', 'Isi', { required: true }),
      f.url('gambar_url', 'URL Gambar', { max: 1000 }),
      f.date('tanggal_terbit', 'Tanggal Terbit', {
        required: true,
        list: true,
        filter: true,
        sortable: true,
      }),
      f.boolean('is_published', 'Terbit', { default: false, list: true, filter: true }),
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
      f.textarea('jawaban', 'Jawaban', { required: true, search: true }),
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
    read: 'public',
    labelField: 'judul',
    defaultSort: { field: 'judul', order: 'asc' },
    fields: [
      f.text('judul', 'Judul', { required: true, max: 255, list: true, search: true, sortable: true }),
      f.text('kategori', 'Kategori', { max: 100, list: true, filter: true }),
      f.textarea('isi', 'Isi', { required: true, search: true }),
      f.url('tautan', 'Tautan', { max: 1000 }),
      common.isActive(),
    ],
  }),
];
