import type { Db } from '../../client';
import { seedTemplateDokumen } from './dokumen';
import { seedDunia } from './dunia';
import { seedInstansi } from './instansi';
import { seedKalender } from './kalender';
import { seedKategori } from './kategori';
import { seedKonten } from './konten';
import { seedMonev } from './monev';
import { seedNegativeList } from './negativeList';
import { seedOrganisasiKpk } from './organisasiKpk';
import { seedPpgUpg } from './ppgUpg';
import { seedRisiko } from './risiko';
import { seedUmum } from './umum';
import { seedWilayah } from './wilayah';
import { seedWorkflow } from './workflow';

/**
 * The master reference data: regions, countries, currencies, holidays, the DOMAIN.md catalogues, a sample of
 * institutions with their units and UPGs, sample rates and the default workflow. One transaction, one
 * statement per master; rows already present (even deleted) are left alone, so it runs at every start.
 * Returns the rows inserted per master key.
 */
export async function seedMasterReference(db: Db): Promise<Record<string, number>> {
  return db.transaction(async (tx) => ({
    ...(await seedWilayah(tx)),
    ...(await seedDunia(tx)),
    ...(await seedKalender(tx)),
    // The negative list first: the event kinds and relations point at its elements.
    ...(await seedNegativeList(tx)),
    ...(await seedKategori(tx)),
    ...(await seedPpgUpg(tx)),
    ...(await seedInstansi(tx)),
    ...(await seedOrganisasiKpk(tx)),
    ...(await seedWorkflow(tx)),
    ...(await seedUmum(tx)),
    ...(await seedMonev(tx)),
    ...(await seedRisiko(tx)),
    ...(await seedKonten(tx)),
    ...(await seedTemplateDokumen(tx)),
  }));
}
