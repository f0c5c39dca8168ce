import { MEDICINES, type TMedicine } from '@/db/schema/medicines'

// The stop-smoking medicines a person can record and read about (decision 064). Texts are in
// messages (medicines.types.<key>) in nine languages; the sources stay here, the same in every
// language. We give no dose advice: every page sends people to the leaflet, a pharmacist or a
// doctor.

export { MEDICINES, type TMedicine }

export const MEDICINE_SOURCES = {
  'nhs-treatments': {
    title: 'NHS: Stop smoking treatments',
    url: 'https://www.nhs.uk/live-well/quit-smoking/stop-smoking-treatments/',
  },
  'nhs-varenicline': {
    title: 'NHS medicines: Varenicline',
    url: 'https://www.nhs.uk/medicines/varenicline/',
  },
  'who-2024': {
    title: 'WHO clinical treatment guideline for tobacco cessation in adults (2024)',
    url: 'https://www.who.int/publications/i/item/9789240096431',
  },
  'cochrane-nrt': {
    title:
      'Hartmann-Boyce et al., Nicotine replacement therapy versus control for smoking cessation, Cochrane Database of Systematic Reviews 2018, CD000146',
    url: 'https://doi.org/10.1002/14651858.CD000146.pub5',
  },
  'cochrane-partial-agonists': {
    title:
      'Livingstone-Banks et al., Nicotine receptor partial agonists for smoking cessation, Cochrane Database of Systematic Reviews 2023, CD006103',
    url: 'https://doi.org/10.1002/14651858.CD006103.pub8',
  },
  'cochrane-antidepressants': {
    title:
      'Hajizadeh et al., Antidepressants for smoking cessation, Cochrane Database of Systematic Reviews 2023, CD000031',
    url: 'https://doi.org/10.1002/14651858.CD000031.pub6',
  },
  'cochrane-combined': {
    title:
      'Stead et al., Combined pharmacotherapy and behavioural interventions for smoking cessation, Cochrane Database of Systematic Reviews 2016, CD008286',
    url: 'https://doi.org/10.1002/14651858.CD008286.pub3',
  },
} as const satisfies Record<string, { title: string; url: string }>
export type TMedicineSource = keyof typeof MEDICINE_SOURCES

/** Where each medicine's page takes its facts from. */
export const MEDICINE_PAGE_SOURCES: Record<TMedicine, readonly TMedicineSource[]> = {
  'nrt-patch': ['nhs-treatments', 'cochrane-nrt', 'who-2024'],
  'nrt-gum': ['nhs-treatments', 'cochrane-nrt', 'who-2024'],
  'nrt-lozenge': ['nhs-treatments', 'cochrane-nrt', 'who-2024'],
  'nrt-mouth-spray': ['nhs-treatments', 'cochrane-nrt', 'who-2024'],
  'nrt-inhalator': ['nhs-treatments', 'cochrane-nrt', 'who-2024'],
  varenicline: ['nhs-varenicline', 'cochrane-partial-agonists', 'who-2024'],
  cytisine: ['who-2024', 'cochrane-partial-agonists'],
  bupropion: ['nhs-treatments', 'cochrane-antidepressants', 'who-2024'],
}

export function isMedicine(value: unknown): value is TMedicine {
  return typeof value === 'string' && (MEDICINES as readonly string[]).includes(value)
}
