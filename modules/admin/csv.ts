/**
 * One CSV line (RFC 4180, CRLF). Fields are quoted when needed; a text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe.
 */
export function toCsvRow(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${values
    .map((value) => {
      if (value === null || value === undefined) return ''
      let text = String(value)
      if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
    })
    .join(',')}\r\n`
}

/** A streamed CSV download: a header row, then the rows the generator yields. */
export function csvResponse(filename: string, header: string[], rows: AsyncIterable<string>): Response {
  const encoder = new TextEncoder()
  const iterator = rows[Symbol.asyncIterator]()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte order mark, so spreadsheet programs read the file as UTF-8.
      controller.enqueue(encoder.encode(`\uFEFF${toCsvRow(header)}`))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
