import '@remix-run/node'

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The client's address, from the socket or (with TRUST_PROXY) the proxy's header. */
    clientAddress?: string
  }
}
