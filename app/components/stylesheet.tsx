import { createContext, useContext } from 'react'

// The stylesheet's text, given by entry.server when the page carries it inline (app/lib/
// inline-stylesheet.server.ts). In the browser it is empty: the document already holds it, and
// React leaves an element's inner HTML as the server wrote it when it hydrates.
const StylesheetContext = createContext('')
export const StylesheetProvider = StylesheetContext.Provider

/** The site's stylesheet: inline when the root loader says the server wrote it so, else linked. */
export function SiteStylesheet({ href, inline }: { href: string; inline: boolean }) {
  const text = useContext(StylesheetContext)
  if (!inline) return <link rel="stylesheet" href={href} />
  return <style dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />
}
