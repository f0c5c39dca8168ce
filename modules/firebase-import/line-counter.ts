/**
 * The line of a byte offset in a file read chunk by chunk, for messages that name the line. It
 * keeps only the current chunk: offsets are asked in increasing order (the tokens of a JSON
 * parser), and a JSON token never contains a raw newline, so a token that began in an earlier
 * chunk lies on the line the current chunk starts on.
 */
export class LineCounter {
  private chunk: Uint8Array = new Uint8Array(0)
  private chunkStart = 0
  private scanned = 0
  private line = 1

  /** The next chunk of the file, before its tokens are asked about. */
  startChunk(chunk: Uint8Array): void {
    this.advanceTo(this.chunk.length)
    this.chunkStart += this.chunk.length
    this.chunk = chunk
    this.scanned = 0
  }

  /** The 1-based line of the byte at `offset` (counted from the start of the file). */
  lineAt(offset: number): number {
    this.advanceTo(Math.min(Math.max(offset - this.chunkStart, 0), this.chunk.length))
    return this.line
  }

  private advanceTo(index: number) {
    for (let i = this.scanned; i < index; i += 1) if (this.chunk[i] === 0x0a) this.line += 1
    this.scanned = Math.max(this.scanned, index)
  }
}
