// The floor app's layout (docs/decisions/054-the-framework-floor.md): a document and nothing else.
export const metadata = {
  title: 'Homes in 40 cities',
  description: 'The framework floor: a layout and a page with a list of forty links, no site code.',
  // No icon file: an empty one, so the browser asks for no /favicon.ico (a 404 in the console).
  icons: { icon: 'data:,' },
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
