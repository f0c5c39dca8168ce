// `npm run build`'s postbuild: notes the settings the build was made with, so `npm start` with
// another PUBLIC_URL (or content source, or imprint) rebuilds instead of serving stale pages.
import { recordBuildEnvironment } from '@/server/build'

recordBuildEnvironment(process.cwd())
