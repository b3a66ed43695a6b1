import dayjs from 'dayjs';
import 'dayjs/locale/id';
import updateLocale from 'dayjs/plugin/updateLocale';

/** Indonesian dates with weeks starting on Monday (spec §1), set once before the first render. */
export function setupDayjs(): void {
  dayjs.extend(updateLocale);
  dayjs.updateLocale('id', { weekStart: 1 });
  dayjs.locale('id');
}
