// Client-safe: the query parameter the signed-in home reads to greet a new account once.
export const WELCOME_PARAM = 'welcome'
