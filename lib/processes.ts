import net from 'node:net'

/** A port nobody listens on now, on loopback (the system picks it). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** `count` different free ports: asked one at a time, the system may hand out the same port twice. */
export async function findFreePorts<const N extends number>(count: N): Promise<TPorts<N>> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await findFreePort())
  return [...ports] as TPorts<N>
}

type TPorts<N extends number, T extends number[] = []> = T['length'] extends N ? T : TPorts<N, [...T, number]>

/** Whether a process with this pid exists (EPERM: it does, but belongs to another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Whether something accepts connections on 127.0.0.1:`port` (within a second). */
export async function isPortListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.setTimeout(1000, () => {
      socket.destroy()
      resolve(false)
    })
  })
}
