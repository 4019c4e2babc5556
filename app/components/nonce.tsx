import { createContext, useContext } from 'react'

// The per-document CSP nonce, set by entry.server. In the browser it is empty: browsers hide nonces.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
