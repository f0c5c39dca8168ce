// CLI scripts run the same server modules as Next, outside React's server environment.
// `server-only` throws there by design; this hook resolves it to its empty server variant.
import { register } from 'node:module'

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== 'server-only') return nextResolve(specifier, context)
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
}`),
  import.meta.url,
)
