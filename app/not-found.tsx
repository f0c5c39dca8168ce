// Outside every locale (rare: the proxy sends nearly everything to one). English, no layout.
export default function RootNotFound() {
  return (
    <html lang="en-US">
      <body>
        <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1rem', textAlign: 'center' }}>
          <h1>Page not found</h1>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </main>
      </body>
    </html>
  )
}
