// Stored text fields that may hold markup (descriptions, content) are either HTML or plain text typed
// without any: this tells them apart, the same way on the server and in the browser. A tag cannot
// hold a '<', so a scan from each '<' stops at the next one: linear time on any input, where
// `[^>]*` rescanned to the end from every '<' of an unclosed "<a<a<a…" (quadratic).
const HTML_TAG = /<\/?[a-z][^<>]*>/i

export function looksLikeHtml(content: string) {
  return HTML_TAG.test(content)
}
