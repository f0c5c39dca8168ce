import { markBuildServed } from './served-build'

// Playwright starts its web servers before globalSetup: the build is the one being served now.
export default function globalSetup(): void {
  markBuildServed()
}
