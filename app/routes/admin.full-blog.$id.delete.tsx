// The Arabic list's modal: the same route as /admin/blogs' (app/components/admin/blog-lists.ts).
export { action, default, ErrorBoundary, loader } from '#app/routes/admin.blogs.$id.delete.tsx'
