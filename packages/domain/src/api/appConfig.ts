import { z } from 'zod';

/**
 * The app configs every signed-in user may read (`GET app-configs/public`): the upload limits the report form
 * checks before sending a file, and the deadlines it explains. The other configs stay admin-only.
 */
export const publicAppConfigSchema = z.object({
  /** The largest attachment, in MB. */
  upload_max_mb: z.number().int(),
  /** How many attachments at most. */
  upload_max_files: z.number().int(),
  /** Working days to report to KPK from the date received. */
  batas_lapor_kpk_hk: z.number().int(),
  /** Working days a UPG has to forward a report to KPK. */
  batas_teruskan_upg_hk: z.number().int(),
});
export type PublicAppConfig = z.infer<typeof publicAppConfigSchema>;

/** The whitelist, in the order of the schema. */
export const PUBLIC_APP_CONFIG_KEYS = Object.keys(publicAppConfigSchema.shape) as (keyof PublicAppConfig)[];
