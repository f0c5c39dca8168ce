// The sources the missions rest on. Titles are the publications' own (not translated); each
// mission names one, and the page links it (docs/decisions/064-programme-missions.md).

export const MISSION_SOURCES = {
  'ncsct-stp': {
    title: 'NCSCT Standard Treatment Programme (3rd edition, 2019)',
    url: 'https://www.ncsct.co.uk/publications/ncsct-standard-treatment-programme',
  },
  'nhs-self-help': {
    title: 'NHS: 10 self-help tips to stop smoking',
    url: 'https://www.nhs.uk/live-well/quit-smoking/10-self-help-tips-to-stop-smoking/',
  },
  'nhs-better-health': {
    title: 'NHS Better Health: Quit smoking',
    url: 'https://www.nhs.uk/better-health/quit-smoking/',
  },
  'who-2024': {
    title: 'WHO clinical treatment guideline for tobacco cessation in adults (2024)',
    url: 'https://www.who.int/publications/i/item/9789240096431',
  },
  'cochrane-cd008286': {
    title:
      'Stead et al., Combined pharmacotherapy and behavioural interventions for smoking cessation, Cochrane Database of Systematic Reviews 2016, CD008286',
    url: 'https://doi.org/10.1002/14651858.CD008286.pub3',
  },
  'hse-quit': {
    title: 'HSE QUIT service (Ireland): 28 days smoke-free',
    url: 'https://www2.hse.ie/quit-smoking/',
  },
} as const satisfies Record<string, { title: string; url: string }>

export type TMissionSource = keyof typeof MISSION_SOURCES
