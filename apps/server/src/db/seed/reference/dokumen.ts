import { LETTER_KINDS } from '@gratifikasi/domain';
import { sql } from 'drizzle-orm';
import { SEED_TEMPLATES } from '../../../modules/dokumen/template/seed-templates';
import type { Db } from '../../client';
import { seedMaster } from './insert';

/** One letter template per kind (issue 11 §1), each kept as its first version. */
export async function seedTemplateDokumen(db: Db): Promise<Record<string, number>> {
  const inserted = await seedMaster(
    db,
    'template-dokumen',
    LETTER_KINDS.map((k) => ({
      kode: k.kode.toUpperCase(),
      nama: k.nama,
      jenis: k.kode,
      konten: SEED_TEMPLATES[k.kode],
      versi: 1,
      is_active: true,
    })),
    { key: ['jenis'] },
  );
  await db.execute(sql`
    insert into template_dokumen_versis (template_id, jenis, versi, konten)
    select t.id, t.jenis, coalesce(t.versi, 1), t.konten from template_dokumens t
    where not exists (select 1 from template_dokumen_versis v where v.template_id = t.id)`);
  return { 'template-dokumen': inserted };
}
