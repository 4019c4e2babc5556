// Stored text fields that may hold markup (descriptions, content) are either HTML or plain text typed
// without any: this tells them apart, the same way on the server and in the browser.
const HTML_TAG = /<\/?[a-z][^>]*>/i

export function looksLikeHtml(content: string) {
  return HTML_TAG.test(content)
}
