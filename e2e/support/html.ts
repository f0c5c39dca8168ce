const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16))
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)))
    return ENTITIES[entity.toLowerCase()] ?? whole
  })
}

/** `<html lang>` and `<title>` of a server-rendered page, read without a browser. */
export function readDocumentHead(html: string): { lang: string | undefined; title: string | undefined } {
  const lang = /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1]
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]
  return { lang, title: title === undefined ? undefined : decodeEntities(title) }
}
