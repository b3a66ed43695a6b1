/** Civil-service grades (golongan/ruang) IA–IVE and their ranks (pangkat), spec §3. */
export const CIVIL_SERVICE_GRADES = {
  IA: 'Juru Muda',
  IB: 'Juru Muda Tingkat I',
  IC: 'Juru',
  ID: 'Juru Tingkat I',
  IIA: 'Pengatur Muda',
  IIB: 'Pengatur Muda Tingkat I',
  IIC: 'Pengatur',
  IID: 'Pengatur Tingkat I',
  IIIA: 'Penata Muda',
  IIIB: 'Penata Muda Tingkat I',
  IIIC: 'Penata',
  IIID: 'Penata Tingkat I',
  IVA: 'Pembina',
  IVB: 'Pembina Tingkat I',
  IVC: 'Pembina Utama Muda',
  IVD: 'Pembina Utama Madya',
  IVE: 'Pembina Utama',
} as const;
export type CivilServiceGrade = keyof typeof CIVIL_SERVICE_GRADES;

/** The grades as select options, lowest first, labelled like 'IIIA - Penata Muda'. */
export const CIVIL_SERVICE_GRADE_OPTIONS = (Object.keys(CIVIL_SERVICE_GRADES) as CivilServiceGrade[]).map(
  (grade) => ({
    value: grade,
    label: `${grade} - ${CIVIL_SERVICE_GRADES[grade]}`,
  }),
);

/** The rank of a grade, accepting 'III/a', 'IIIa' or 'IIIA'; null when unknown. */
export function rankOfGrade(grade: string | null | undefined): string | null {
  const key = grade?.replace(/[\s/]/g, '').toUpperCase();
  if (!key || !Object.hasOwn(CIVIL_SERVICE_GRADES, key)) return null;
  return CIVIL_SERVICE_GRADES[key as CivilServiceGrade];
}
