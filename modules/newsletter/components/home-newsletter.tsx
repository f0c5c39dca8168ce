import { SubscribeIsland } from './subscribe-island'

/**
 * The home page's own subscribe box (the form is in the footer and on the home page).
 * The same form as the footer's, so it shares its action, bot check and consent text.
 */
export function HomeNewsletter() {
  return (
    <div className="mt-12 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
      <SubscribeIsland />
    </div>
  )
}
