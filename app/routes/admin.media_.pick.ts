// The library's images as JSON for the editor's image panel (a script's GET; a signed-out visitor
// who opens it is sent to sign in, and the panel reads that as a failed load).
export { pickerLoader as loader } from '#app/admin/media-screen.server.ts'
