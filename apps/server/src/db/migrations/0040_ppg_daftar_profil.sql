DROP INDEX "ppg_profil_klops_tahun_idx";--> statement-breakpoint
CREATE INDEX "ppg_rencana_kerjas_tahun_idx" ON "ppg_rencana_kerjas" USING btree ("tahun","instansi_id","status","id");--> statement-breakpoint
CREATE INDEX "ppg_profil_klops_tahun_idx" ON "ppg_profil_klops" USING btree ("tahun","instansi_id","id");